import { Link } from "@remix-run/react";
import { Mail as MailIcon, MailOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/lib/deferred";
import { EmptyState } from "#app/features/workspace/states";
import { useLatest } from "#app/features/workspace/use-latest";
import { cn } from "#app/lib/utils";
import type { Mail } from "./mail-types";
import type { OpenMail as OpenMailType, OpenMailProps } from "./open-mail";

/** Drawn only with a mail open (?mail=): its code (toolbar menus, date-fns) is not in the mail pages' first-load JS. */
const OpenMail = deferred<typeof OpenMailType>("OpenMail", () => import("./open-mail").then((m) => m.OpenMail), { placeholder: "none" });

/**
 * The reading pane: the open mail (./open-mail.tsx, its code loaded when a mail is shown), a mail that
 * is gone, or nothing chosen yet.
 */
export function MailPane({
  open,
  openId,
  labels,
  labelById,
  href,
  onReply,
  onUpdate,
  onMove,
  onNewLabel,
}: Omit<OpenMailProps, "open"> & { open: Mail | null; openId: string | null }) {
  const { t } = useTranslation();
  // The same functions on every render (./use-latest.ts says why).
  const reply = useLatest(onReply);
  const update = useLatest(onUpdate);
  const move = useLatest(onMove);
  const newLabel = useLatest(onNewLabel);
  return (
    <section aria-labelledby="mail-pane-title" className={cn("min-w-0 rounded-lg border bg-card md:col-span-1", !openId && "hidden lg:block", openId && "md:col-start-2 lg:col-start-3")}>
      {open ? (
        <OpenMail open={open} labels={labels} labelById={labelById} href={href} onReply={reply} onUpdate={update} onMove={move} onNewLabel={newLabel} />
      ) : openId ? (
        <div className="p-6">
          <EmptyState title={t("workspace.mail.gone")} icon={MailIcon}>
            <Link to={href({ mail: null })} className="text-sm text-primary underline">
              {t("workspace.common.back")}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className="p-6">
          <h2 id="mail-pane-title" className="sr-only">
            {t("workspace.mail.readingPane")}
          </h2>
          <EmptyState title={t("workspace.mail.selectMail")} icon={MailOpen} />
        </div>
      )}
    </section>
  );
}


