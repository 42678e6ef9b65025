import { AlertTriangle, Inbox, Loader2, X } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#app/lib/utils";
import type { ConfirmDialogProps } from "./confirm-dialog";
import type { MutationError } from "./mutation";
import { onFirstOpen } from "./on-first-open";

/** A failed write, announced to screen readers; the text comes from the error code, never the server's English. */
export function MutationAlert({ error, onDismiss }: { error: MutationError | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const known = ["VALIDATION_FAILED", "NOT_FOUND", "CONFLICT", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE", "FORBIDDEN", "NETWORK"];
  const fields = error.fieldErrors ? Object.keys(error.fieldErrors).join(", ") : "";
  return (
    <div role="alert" className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        {t(`workspace.errors.${known.includes(error.code) ? error.code : "generic"}`)}
        {fields ? ` (${fields})` : ""}
      </p>
      <button type="button" onClick={onDismiss} className="rounded p-0.5 hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{t("workspace.common.dismiss")}</span>
      </button>
    </div>
  );
}

export function EmptyState({ title, body, icon: Icon = Inbox, children }: { title: string; body?: string; icon?: React.ComponentType<{ className?: string }>; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {body ? <p className="max-w-sm text-sm text-muted-foreground">{body}</p> : null}
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </span>
  );
}

/** Initials in a circle, or the picture when there is one. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return src ? (
    <img src={src} alt="" className={cn("size-9 shrink-0 rounded-full object-cover", className)} />
  ) : (
    <span aria-hidden="true" className={cn("flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-100 text-xs font-semibold text-sky-900", className)}>
      {initials || "?"}
    </span>
  );
}

/** "Are you sure?" before a destructive action (./confirm-dialog.tsx, loaded on first open). */
export const ConfirmDialog = onFirstOpen<ConfirmDialogProps>("ConfirmDialog", () => import("./confirm-dialog").then((m) => m.AlertConfirm));

/** Escapes plain text typed by a person before it is put into HTML (mail bodies; the server sanitizes again). */
export function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The readable text of sanitized HTML (for quoting in a reply). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
