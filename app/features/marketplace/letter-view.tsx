import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Letter } from "#worker/domain/marketplace/letter.server";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { formatDate } from "./format";
import { StatusBadge } from "./status-badge";

/**
 * The engagement letter as a page (issue 31): the same sections as the PDF, in the letter's
 * language of record, the signatures so far, and the signing form for the side that has not signed.
 */
export function LetterView({ letter, locale, busy, contractHref, error }: { letter: Letter; locale: string; busy: boolean; contractHref: string; error?: string | null }) {
  const { t } = useTranslation();
  const mine = letter.signatures.find((s) => s.party === letter.party);
  const canSign = letter.contractStatus === "awaiting_signatures" && !mine;
  return (
    <div className="space-y-4" data-testid="letter-view">
      <Card className="space-y-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{t("marketplace.letter.stateLabel")}</p>
          <StatusBadge status={letter.status} />
        </div>
        <p className="text-sm">{t(`marketplace.letter.state.${letter.status}`)}</p>
        <div className="flex flex-wrap gap-2 text-sm">
          <Button asChild variant="outline" size="sm">
            <a href={letter.pdfUrl} download data-testid="letter-pdf">
              {letter.signedSha256 ? t("marketplace.letter.downloadSigned") : t("marketplace.letter.download")}
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={contractHref}>{t("marketplace.letter.toContract")}</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/contracts/verify">{t("marketplace.letter.verifyLink")}</Link>
          </Button>
        </div>
        <p className="break-all text-xs text-muted-foreground">
          SHA-256: <span data-testid="letter-sha256">{letter.sha256}</span>
        </p>
      </Card>
      <Card className="space-y-4 p-4 sm:p-6" lang={letter.locale}>
        <h2 className="text-xl font-semibold">{letter.title}</h2>
        {letter.sections.map((s, i) => (
          <section key={i} className="space-y-1">
            {s.heading ? <h3 className="font-semibold">{s.heading}</h3> : null}
            {s.lines.map((line, j) => (
              <p key={j} className="text-sm leading-relaxed" data-user-content>
                {line}
              </p>
            ))}
          </section>
        ))}
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="text-base font-semibold">{t("marketplace.letter.signatures")}</h2>
        {letter.signatures.length === 0 ? <p className="text-sm text-muted-foreground">{t("marketplace.letter.noSignatures")}</p> : null}
        <ul className="space-y-1 text-sm" data-testid="letter-signatures">
          {letter.signatures.map((s) => (
            <li key={s.party}>
              {t(`marketplace.letter.party.${s.party}`)}: <strong data-user-content>{s.name}</strong> · {formatDate(s.signedAt, locale)}
            </li>
          ))}
        </ul>
        {canSign ? (
          <Form method="post" className="space-y-3" data-testid="sign-form">
            <input type="hidden" name="intent" value="sign" />
            <div className="space-y-1">
              <Label htmlFor="signature-name">{t("marketplace.letter.typedName")}</Label>
              <Input id="signature-name" name="name" required minLength={2} maxLength={120} autoComplete="name" />
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="consent" value="true" required className="mt-1" />
              <span>{t("marketplace.letter.consent")}</span>
            </label>
            {error ? <p className="text-sm text-destructive">{error}</p> : null}
            <Button type="submit" disabled={busy}>
              {t("marketplace.letter.sign")}
            </Button>
          </Form>
        ) : null}
      </Card>
      {letter.certificate ? (
        <Card className="space-y-2 p-4" lang={letter.locale} data-testid="letter-certificate">
          <h2 className="text-base font-semibold">{letter.certificate.heading}</h2>
          {letter.certificate.lines.map((line, i) => (
            <p key={i} className="break-words text-sm">
              {line}
            </p>
          ))}
        </Card>
      ) : null}
    </div>
  );
}
