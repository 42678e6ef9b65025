import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { adminPayoutsOverview, payoutRails, payoutsOverview, reconcilePayouts, runPayouts } from "#worker/domain/billing/payouts.server";
import { userByIdRead } from "#worker/domain/users.server";
import { AdminPayouts, type AdminPayoutsResult } from "#app/features/billing/admin-payouts";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const advisorParam = z.string().min(1).max(100);

/** Admin only, on the server: the data of GET /api/admin/payouts, and one advisor's GET /api/advisor/payouts?advisorId= (issue 29). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.adminPayouts");
  const advisorId = advisorParam.safeParse(context.app.url.searchParams.get("advisor"));
  // All in the request's one D1 batch: the chosen advisor's row and payouts are read beside the
  // overview; the payouts of an id that is no account are simply not shown.
  const [overview, user, payouts] = await Promise.all([
    adminPayoutsOverview(context.app),
    advisorId.success ? userByIdRead(context.app, { id: advisorId.data }).then((rows) => rows[0]) : undefined,
    advisorId.success ? payoutsOverview(context.app, advisorId.data) : undefined,
  ]);
  const selected = user && payouts ? { advisor: { id: user.id, name: user.name }, ...payouts } : null;
  return { seo, locale, ...overview, selected };
}

const actionForm = z.object({ intent: z.enum(["run", "reconcile"]) });

/** Moving money needs a fresh admin second factor (like the payment actions). */
export async function action({ request, context }: ActionFunctionArgs): Promise<AdminPayoutsResult> {
  await requireAdminAction(context.app);
  const form = actionForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return null;
  const pc = { db: context.app.db, now: new Date(), rails: payoutRails(context.app.env) };
  return form.data.intent === "run" ? { ran: await runPayouts(pc) } : { reconciled: await reconcilePayouts(pc) };
}

export default function AdminPayoutsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <AdminPayouts {...data} result={result ?? null} />;
}
