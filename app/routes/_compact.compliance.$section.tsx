import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "../../worker/auth/permissions.server";
import { PageHeader } from "~/components/page-header";

export const meta: MetaFunction = () => [{ title: "Compliance · TaxAtlas" }];

/** Spec §2: the eight compliance pages linked from sample data. */
export const COMPLIANCE_SECTIONS = [
  "beneficial-ownership",
  "payments",
  "financial-statements",
  "agm",
  "tax-certificate",
  "annual-review",
  "tax-return",
  "nominee-renewal",
] as const;

export function loader({ context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const section = params.section as (typeof COMPLIANCE_SECTIONS)[number];
  if (!COMPLIANCE_SECTIONS.includes(section)) throw new Response("Not Found", { status: 404 });
  return { section };
}

export default function ComplianceSection() {
  const { t } = useTranslation();
  const { section } = useLoaderData<typeof loader>();
  return (
    <PageHeader title={t(`pages.complianceSection.${section}`)} description={t("pages.compliance.description")}>
      <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("pages.comingSoon")}</p>
    </PageHeader>
  );
}
