import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { readPdfBytes, verifyDocument, type Verification } from "#worker/domain/marketplace/letter.server";
import { AppError } from "#worker/errors";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { formatDate } from "#app/features/marketplace/format";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { FileInput } from "#app/components/ui/file-input";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Public (issue 31): whoever holds an engagement letter or its signed PDF checks its SHA-256 against TaxAtlas's record. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo, locale } = await pageBasics(request, context.app, "marketplace.verify");
  return { seo, locale };
}

export async function action({ request, context }: ActionFunctionArgs): Promise<{ result: Verification } | { error: string }> {
  const file = (await request.formData()).get("file");
  try {
    return { result: await verifyDocument(context.app.db, await readPdfBytes(file instanceof Blob ? file : null)) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { error: error.status === 413 ? "marketplace.verify.tooLarge" : "marketplace.verify.choose" };
    throw error;
  }
}

export default function VerifyLetter() {
  const { t, i18n } = useTranslation();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const result = data && "result" in data ? data.result : null;
  return (
    <div className="space-y-6">
      <PageHeader title={t("marketplace.verify.title")} description={t("marketplace.verify.description")} />
      <Card className="p-4">
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <label className="space-y-1 text-sm">
            <span className="block font-medium">{t("marketplace.verify.file")}</span>
            <FileInput name="file" accept="application/pdf,.pdf" required />
          </label>
          <Button type="submit" disabled={busy}>
            {t("marketplace.verify.submit")}
          </Button>
        </Form>
      </Card>
      {data && "error" in data ? <Alert variant="destructive">{t(data.error)}</Alert> : null}
      {result ? (
        <Card className="space-y-2 p-4" data-testid="verify-result" data-match={result.match ?? "none"}>
          <p className="font-semibold">{t(`marketplace.verify.match.${result.match ?? "none"}`)}</p>
          <p className="break-all text-xs text-muted-foreground">SHA-256: {result.sha256}</p>
          {result.signatures.length ? (
            <ul className="space-y-1 text-sm">
              {result.signatures.map((s) => (
                <li key={s.party}>
                  {t(`marketplace.letter.party.${s.party}`)}: <strong>{s.name}</strong> · {formatDate(s.signedAt, i18n.language)}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
