import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DisputeView, EvidenceView } from "#worker/domain/marketplace/dispute-view.server";
import type { WorkroomMessage } from "#worker/domain/marketplace/workroom.server";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { formatDate } from "#app/lib/dates";
import { formatMoney } from "./format";
import { FileInput } from "#app/components/ui/file-input";

/** The page's download of a contract file (the session's twin of GET /api/contracts/:id/attachments/:aid). */
const fileHref = (contractId: string, attachmentId: string) => `/contracts/${contractId}/attachments/${attachmentId}`;
const ACCEPT = ".pdf,.xlsx,.xls,.csv,.docx,.doc,.txt,.md,.jpg,.jpeg";
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The contract workroom (issue 31, decision 240): the two parties' messages with their files, a
 * form to write (with one file), and the contract's shared folders and filings one click away.
 * Admins read it without the form.
 */
export function Workroom({
  contractId,
  messages,
  side,
  locale,
  busy,
  writable,
}: {
  contractId: string;
  messages: WorkroomMessage[];
  side: "client" | "advisor" | "admin";
  locale: string;
  busy: boolean;
  writable: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section id="workroom" aria-labelledby="workroom-title" className="space-y-3" data-testid="workroom">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="workroom-title" className="text-base font-semibold">
          {t("marketplace.workroom.title")}
        </h2>
        <nav aria-label={t("marketplace.workroom.links")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={side === "advisor" ? "/advisor/documents" : "/documents"} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("marketplace.workroom.sharedFolders")}
          </Link>
          {side === "client" ? (
            <Link to="/compliance" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("marketplace.workroom.filings")}
            </Link>
          ) : null}
        </nav>
      </div>
      <Card className="space-y-3 p-4">
        {messages.length === 0 ? <p className="text-sm text-muted-foreground">{t("marketplace.workroom.empty")}</p> : null}
        <ol className="space-y-3" aria-label={t("marketplace.workroom.messages")}>
          {messages.map((m) => {
            const own = m.side === side;
            return (
              <li key={m.id} className={`flex ${own ? "justify-end" : "justify-start"}`} data-testid="workroom-message">
                <div className={`max-w-[85%] space-y-1 rounded-lg border p-3 text-sm ${own ? "bg-primary/5" : "bg-muted/40"}`}>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{m.author.name}</span> · {t(`marketplace.contract.${m.side}`)} · {formatDate(m.createdAt, locale, "dateTime")}
                  </p>
                  <p className="whitespace-pre-wrap break-words" data-user-content>
                    {m.body}
                  </p>
                  {m.attachments.length > 0 ? (
                    <ul className="space-y-1">
                      {m.attachments.map((a) => (
                        <li key={a.id}>
                          <a href={fileHref(contractId, a.id)} className="break-all font-medium text-primary underline-offset-4 hover:underline" download data-testid="workroom-file">
                            {a.name}
                          </a>{" "}
                          <span className="text-xs text-muted-foreground">({kb(a.size)})</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
        {writable && side !== "admin" ? (
          <Form method="post" encType="multipart/form-data" className="space-y-2 border-t pt-3">
            <input type="hidden" name="intent" value="message" />
            <input type="hidden" name="id" value={contractId} />
            <Label htmlFor="workroom-body">{t("marketplace.workroom.write")}</Label>
            <Textarea id="workroom-body" name="body" required maxLength={5000} rows={3} />
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div className="space-y-1">
                <Label htmlFor="workroom-file" className="text-xs text-muted-foreground">
                  {t("marketplace.workroom.attach")}
                </Label>
                <FileInput id="workroom-file" name="file" accept={ACCEPT} />
              </div>
              <Button type="submit" disabled={busy}>
                {t("marketplace.workroom.send")}
              </Button>
            </div>
          </Form>
        ) : null}
      </Card>
    </section>
  );
}

function Evidence({ items, contractId }: { items: EvidenceView[]; contractId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {items.map((e, i) =>
        e.kind === "text" ? (
          <li key={i} className="whitespace-pre-wrap break-words" data-user-content>
            {e.text}
          </li>
        ) : (
          <li key={i}>
            {e.attachment ? (
              <a href={fileHref(contractId, e.attachment.id)} download className="break-all font-medium text-primary underline-offset-4 hover:underline">
                {e.attachment.name}
              </a>
            ) : (
              t("marketplace.dispute.fileGone")
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * One dispute as a timeline: opened with reason and evidence, the answer (or the deadline), the
 * decision with its reasoning. The same for both parties and the admin.
 */
export function DisputeTimeline({ dispute: d, contractId, currency, locale }: { dispute: DisputeView; contractId: string; currency: string; locale: string }) {
  const { t } = useTranslation();
  const step = "relative border-l-2 pb-3 pl-4 last:pb-0";
  return (
    <div className="space-y-2 rounded-md border bg-muted/20 p-3 text-sm" data-testid="dispute-timeline">
      <p className="font-medium">
        {t("marketplace.dispute.title")} · <span data-testid="dispute-phase">{t(`marketplace.status.${d.phase}`)}</span>
      </p>
      <ol>
        <li className={step}>
          <p className="text-xs text-muted-foreground">
            {t("marketplace.dispute.opened")} · {formatDate(d.openedAt, locale, "dateTime")}
          </p>
          <p className="whitespace-pre-wrap break-words" data-user-content>
            {d.reason}
          </p>
          <Evidence items={d.evidence} contractId={contractId} />
        </li>
        <li className={step}>
          {d.response ? (
            <>
              <p className="text-xs text-muted-foreground">
                {t("marketplace.dispute.answered")} · {formatDate(d.response.respondedAt, locale, "dateTime")}
              </p>
              <p className="whitespace-pre-wrap break-words" data-user-content>
                {d.response.statement}
              </p>
              <Evidence items={d.response.evidence} contractId={contractId} />
            </>
          ) : (
            <p className="text-muted-foreground">{t(d.phase === "awaiting_response" ? "marketplace.dispute.answerBy" : "marketplace.dispute.noAnswer", { date: formatDate(d.respondBy, locale, "dayTimeZone") })}</p>
          )}
        </li>
        <li className={step}>
          {d.decision ? (
            <>
              <p className="text-xs text-muted-foreground">
                {t("marketplace.dispute.decided")} · {formatDate(d.decision.decidedAt, locale, "dateTime")}
              </p>
              <p className="font-medium">
                {t(`marketplace.dispute.decision.${d.decision.decision}`)}:{" "}
                {t("marketplace.dispute.parts", { advisor: formatMoney(d.decision.toAdvisor, locale, currency), client: formatMoney(d.decision.toClient, locale, currency) })}
              </p>
              <p className="whitespace-pre-wrap break-words" data-user-content>
                {d.decision.reasoning}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">{t("marketplace.dispute.adminDecides")}</p>
          )}
        </li>
      </ol>
    </div>
  );
}

/** The evidence fields shared by the dispute and answer forms: a text and one file. */
function EvidenceFields({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Label htmlFor={`${id}-evidence`}>{t("marketplace.dispute.evidenceText")}</Label>
      <Textarea id={`${id}-evidence`} name="evidenceText" maxLength={5000} rows={2} />
      <Label htmlFor={`${id}-file`} className="text-xs text-muted-foreground">
        {t("marketplace.dispute.evidenceFile")}
      </Label>
      <FileInput id={`${id}-file`} name="file" accept={ACCEPT} />
    </>
  );
}

/** The client's dispute of submitted work: a reason (required) and evidence. */
export function DisputeForm({ contractId, milestoneId, busy }: { contractId: string; milestoneId: string; busy: boolean }) {
  const { t } = useTranslation();
  const id = `dispute-${milestoneId}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t("marketplace.contract.dispute")}</summary>
      <Form method="post" encType="multipart/form-data" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="dispute" />
        <input type="hidden" name="id" value={contractId} />
        <input type="hidden" name="milestoneId" value={milestoneId} />
        <p className="text-muted-foreground">{t("marketplace.dispute.note")}</p>
        <Label htmlFor={`${id}-reason`}>{t("marketplace.dispute.reason")}</Label>
        <Textarea id={`${id}-reason`} name="reason" required maxLength={5000} rows={3} />
        <EvidenceFields id={id} />
        <Button type="submit" variant="destructive" size="sm" disabled={busy}>
          {t("marketplace.dispute.open")}
        </Button>
      </Form>
    </details>
  );
}

/** The advisor's answer to a dispute, while the 5 business days run. */
export function DisputeResponseForm({ contractId, milestoneId, busy }: { contractId: string; milestoneId: string; busy: boolean }) {
  const { t } = useTranslation();
  const id = `answer-${milestoneId}`;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-2 text-sm">
      <input type="hidden" name="intent" value="disputeResponse" />
      <input type="hidden" name="id" value={contractId} />
      <input type="hidden" name="milestoneId" value={milestoneId} />
      <Label htmlFor={`${id}-statement`}>{t("marketplace.dispute.statement")}</Label>
      <Textarea id={`${id}-statement`} name="statement" required maxLength={5000} rows={3} />
      <EvidenceFields id={id} />
      <Button type="submit" size="sm" disabled={busy}>
        {t("marketplace.dispute.answer")}
      </Button>
    </Form>
  );
}
