import { format } from "date-fns";
import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Mail } from "#worker/domain/mailbox.server";
import type { Recipient } from "#worker/domain/mail-recipients.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Sheet, SheetContent } from "#app/components/ui/sheet";
import { Textarea } from "#app/components/ui/textarea";
import { useDateLocale } from "#app/features/workspace/date";
import type { useMutation } from "#app/features/workspace/mutation";
import { htmlToText, textToHtml } from "#app/features/workspace/states";

export interface Draft {
  mode: "new" | "reply" | "forward" | "draft";
  draftId?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML of a stored draft, else "" */
  content: string;
  /** the mail answered or forwarded: its date (ISO), sender and HTML */
  quote?: { date: string; from: string; html: string };
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/**
 * Recipients as removable chips. Suggestions (contacts and TaxAtlas correspondents) come from a
 * datalist; Enter, comma or leaving the field turns the typed address into a chip.
 */
function RecipientField({ label, value, onChange, recipients, autoFocus }: { label: string; value: string[]; onChange: (v: string[]) => void; recipients: Recipient[]; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const raw = text.trim().replace(/[,;]$/, "");
    if (!raw) return true;
    const address = (raw.match(/<([^>]+)>/)?.[1] ?? raw).trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return false;
    }
    if (!value.includes(address)) onChange([...value, address]);
    setText("");
    setInvalid(false);
    return true;
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-1 rounded-md border border-input bg-card px-2 py-1 focus-within:ring-2 focus-within:ring-ring">
        {value.map((address) => (
          <span key={address} className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs">
            {address}
            <button type="button" onClick={() => onChange(value.filter((a) => a !== address))} className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X className="size-3" aria-hidden="true" />
              <span className="sr-only">{t("workspace.mail.removeRecipient", { address })}</span>
            </button>
          </span>
        ))}
        <input
          id={id}
          list={`${id}-list`}
          value={text}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const v = e.target.value;
            // Picking a suggestion fills "Name <email>": take it at once.
            if (/<[^>]+>$/.test(v)) {
              const address = v.match(/<([^>]+)>$/)![1]!.toLowerCase();
              if (!value.includes(address)) onChange([...value, address]);
              setText("");
              return;
            }
            setText(v);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === "," || e.key === ";") {
              e.preventDefault();
              commit();
            } else if (e.key === "Backspace" && !text && value.length) onChange(value.slice(0, -1));
          }}
          onBlur={commit}
          className="min-w-[10rem] flex-1 bg-transparent py-1 text-sm outline-none"
          autoComplete="off"
        />
        <datalist id={`${id}-list`}>
          {recipients.map((r) => (
            <option key={r.email} value={`${r.name} <${r.email}>`} />
          ))}
        </datalist>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t("workspace.mail.invalidAddress")}
        </p>
      ) : null}
    </div>
  );
}

export function Composer({
  draft,
  recipients,
  signature,
  onClose,
  onDone,
  run,
}: {
  draft: Draft;
  recipients: Recipient[];
  signature: string;
  onClose: () => void;
  onDone: (kind: "sent" | "saved") => void;
  run: ReturnType<typeof useMutation>["run"];
}) {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  // "On 27 Nov 2026 at 20:35:10, Ada <ada@…> wrote:" in the UI language.
  const quoteHeader = draft.quote ? t("workspace.mail.quoteHeader", { date: format(new Date(draft.quote.date), "PPpp", { locale: dateLocale }), from: draft.quote.from }) : "";
  const [to, setTo] = useState(draft.to);
  const [cc, setCc] = useState(draft.cc);
  const [bcc, setBcc] = useState(draft.bcc);
  const [showCopies, setShowCopies] = useState(draft.cc.length + draft.bcc.length > 0);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(() => (draft.content ? htmlToText(draft.content) : signature ? `\n\n-- \n${signature}` : ""));
  const [draftId, setDraftId] = useState(draft.draftId);
  const [busy, setBusy] = useState(false);
  const [missingRecipient, setMissingRecipient] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const html = () => textToHtml(body) + (draft.quote ? `<p>${textToHtml(quoteHeader).slice(3, -4)}</p><blockquote>${draft.quote.html}</blockquote>` : "");

  const submit = async (asDraft: boolean) => {
    // Addresses still typed in a field count too.
    formRef.current?.querySelectorAll("input[list]").forEach((el) => (el as HTMLInputElement).blur());
    if (!asDraft && to.length + cc.length + bcc.length === 0) {
      setMissingRecipient(true);
      return;
    }
    setBusy(true);
    const saved = await run<Mail>({ intent: "compose", to, cc, bcc, subject, content: html(), draft: asDraft, draftId }, { revalidate: true });
    setBusy(false);
    if (!saved) return;
    if (asDraft) setDraftId(saved.id);
    onDone(asDraft ? "saved" : "sent");
  };

  const title = t(`workspace.mail.composeTitle.${draft.mode}`);
  return (
    <Sheet open onOpenChange={(o) => !o && onClose()}>
      <SheetContent title={title} closeLabel={t("workspace.common.close")} description={title}>
        <form
          ref={formRef}
          className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
          onKeyDown={(e) => {
            if ((e.metaKey || e.ctrlKey) && e.key === "Enter") {
              e.preventDefault();
              void submit(false);
            }
          }}
        >
          <RecipientField label={t("workspace.mail.to")} value={to} onChange={(v) => (setTo(v), setMissingRecipient(false))} recipients={recipients} autoFocus={draft.mode !== "reply"} />
          {missingRecipient ? (
            <p role="alert" className="text-sm text-destructive">
              {t("workspace.mail.needRecipient")}
            </p>
          ) : null}
          {showCopies ? (
            <>
              <RecipientField label={t("workspace.mail.cc")} value={cc} onChange={setCc} recipients={recipients} />
              <RecipientField label={t("workspace.mail.bcc")} value={bcc} onChange={setBcc} recipients={recipients} />
            </>
          ) : (
            <Button type="button" variant="link" className="h-auto self-start p-0" onClick={() => setShowCopies(true)}>
              {t("workspace.mail.addCopies")}
            </Button>
          )}
          <div className="space-y-1">
            <Label htmlFor="mail-subject">{t("workspace.mail.subject")}</Label>
            <Input id="mail-subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
          </div>
          <div className="flex flex-1 flex-col space-y-1">
            <Label htmlFor="mail-body">{t("workspace.mail.message")}</Label>
            <Textarea id="mail-body" value={body} onChange={(e) => setBody(e.target.value)} rows={10} className="min-h-[12rem] flex-1" autoFocus={draft.mode === "reply"} />
          </div>
          {draft.quote ? (
            <details className="rounded-md border p-3 text-sm text-muted-foreground">
              <summary className="cursor-pointer">{quoteHeader}</summary>
              <blockquote className="mt-2 border-l-2 pl-3" dangerouslySetInnerHTML={{ __html: draft.quote.html }} />
            </details>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t("workspace.mail.discard")}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void submit(true)}>
              {t("workspace.mail.saveDraft")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("workspace.mail.sending") : t("workspace.mail.send")}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
