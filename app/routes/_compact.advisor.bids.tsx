import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADVISOR_ROLES, requireRole } from "#worker/auth/permissions.server";
import { listOwnBids, withdrawBid } from "#worker/domain/marketplace/bids.server";
import { formatDate, formatMoney } from "#app/features/marketplace/format";
import { actionFailure, intentSchema, type ActionFailure } from "#app/features/marketplace/forms.server";
import { StatusBadge } from "#app/features/marketplace/status-badge";
import { WithdrawBid } from "#app/features/marketplace/withdraw-bid";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Advisor guard: the advisor's bids across requests, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.advisorBids");
  return { seo, locale, bids: await listOwnBids(context.app, userId, locale) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || parsed.data.intent !== "withdraw") return { error: "marketplace.errors.invalid" } satisfies ActionFailure;
  try {
    await withdrawBid(context.app.db, { userId, role: context.app.role }, parsed.data.id ?? "");
  } catch (error) {
    return actionFailure(error);
  }
  return redirect("/advisor/bids");
}

export default function AdvisorBids() {
  const { t } = useTranslation();
  const { bids, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionFailure | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeader title={t("marketplace.advisorBids.title")} description={t("marketplace.advisorBids.description")}>
        <div className="pt-2">
          <Button asChild variant="outline">
            <Link to="/marketplace">{t("marketplace.advisorBids.browse")}</Link>
          </Button>
        </div>
      </PageHeader>
      {result ? <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert> : null}
      {bids.length === 0 ? <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("marketplace.advisorBids.none")}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {bids.map((b) => (
          <li key={b.id}>
            <Card className="space-y-2 p-4" data-testid={`my-bid-${b.id}`}>
              <div className="flex items-start justify-between gap-2">
                <Link to={`/marketplace/${b.requestId}`} className="font-semibold hover:underline" data-user-content>
                  {b.requestTitle}
                </Link>
                <StatusBadge status={b.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {formatMoney(b.amount, locale)} · {t("marketplace.days", { count: b.timelineDays })} · {formatDate(b.createdAt, locale)}
              </p>
              <div className="flex flex-wrap gap-2">
                {b.contractId ? (
                  <Button asChild size="sm">
                    <Link to={`/advisor/contracts?contract=${b.contractId}`}>{t("marketplace.advisorBids.openContract")}</Link>
                  </Button>
                ) : null}
                {b.status === "pending" ? <WithdrawBid bidId={b.id} busy={busy} /> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
