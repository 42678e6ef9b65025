import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { getLetter, signerOf, signInputSchema, signLetter } from "#worker/domain/marketplace/letter.server";
import { AppError } from "#worker/errors";
import { LetterView } from "#app/features/marketplace/letter-view";
import { privateHeaders } from "#app/features/workspace/headers";
import { BackLink } from "#app/components/back-link";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const contractHref = (party: "client" | "advisor", id: string) => (party === "client" ? `/proposals?contract=${id}` : `/advisor/contracts?contract=${id}`);

/** A party's engagement letter (issue 31): read, download, sign. Anyone else: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.letter");
  const letter = await getLetter(context.app.db, userId, params.id ?? "", "/contracts").catch((error) => {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    throw error;
  });
  return { seo, locale, letter, contractHref: contractHref(letter.party, letter.contractId) };
}

/** intent=sign with name + consent: the same domain function as POST /api/contracts/:id/sign. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = Object.fromEntries(await request.formData());
  const input = signInputSchema.safeParse({ name: form.name, consent: form.consent === "true" });
  if (!input.success) return { error: "marketplace.letter.invalid" };
  try {
    await signLetter(context.app.db, userId, params.id ?? "", input.data, signerOf(context.app));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    if (error instanceof AppError && error.status === 409) return { error: "marketplace.letter.conflict" };
    throw error;
  }
  return redirect(`/contracts/${params.id}/letter`);
}

export default function ContractLetter() {
  const { t } = useTranslation();
  const { letter, locale, contractHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <BackLink to={contractHref} label={t("marketplace.letter.toContract")} />
      <PageHeader title={t("marketplace.letter.title")} description={t("marketplace.letter.description")} />
      {result?.error === "marketplace.letter.conflict" ? <Alert variant="destructive">{t(result.error)}</Alert> : null}
      <LetterView letter={letter} locale={locale} busy={busy} contractHref={contractHref} error={result?.error === "marketplace.letter.invalid" ? t(result.error) : null} />
    </div>
  );
}
