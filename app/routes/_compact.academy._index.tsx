import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { CheckCircle2, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allowEveryone } from "#worker/auth/permissions.server";
import { listAcademyCategories, listCourses } from "#worker/domain/academy.server";
import { PageHeader } from "#app/components/page-header";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Progress } from "#app/components/ui/progress";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const filterSchema = z.object({
  category: z.string().max(60).optional().catch(undefined),
  search: z.string().trim().max(100).optional().catch(undefined),
  hideCompleted: z.literal("on").optional().catch(undefined),
});

/** Guests browse (spec §2); signed-in users see their progress and may hide completed courses. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.academy");
  const filters = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const userId = context.app.isSignedIn ? (context.app.session?.userId ?? null) : null;
  const [categories, courses] = await Promise.all([listAcademyCategories(context.app.db, locale, context.app), listCourses(context.app.db, locale, userId, context.app)]);
  const term = filters.search?.toLocaleLowerCase(locale);
  const visible = courses.filter(
    (c) =>
      (!filters.category || c.category === filters.category) &&
      (!term || `${c.title} ${c.description}`.toLocaleLowerCase(locale).includes(term)) &&
      !(userId && filters.hideCompleted && c.progress.finished),
  );
  return { seo, categories, courses: visible, total: courses.length, filters, signedIn: Boolean(userId) };
}

export default function Academy() {
  const { t } = useTranslation();
  const { categories, courses, filters, signedIn } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.academy.title")} description={t("pages.academy.description")} />
      <Form method="get" role="search" aria-label={t("public.academy.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="a-search">{t("public.academy.search")}</Label>
          <Input id="a-search" type="search" name="search" defaultValue={filters.search ?? ""} placeholder={t("public.academy.searchPlaceholder")} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="a-category">{t("public.academy.category")}</Label>
          <NativeSelect id="a-category" name="category" defaultValue={filters.category ?? ""} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="">{t("public.academy.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        {signedIn ? (
          <label className="flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" name="hideCompleted" defaultChecked={filters.hideCompleted === "on"} className="size-4 accent-primary" onChange={(e) => submit(e.currentTarget.form)} />
            {t("public.academy.hideCompleted")}
          </label>
        ) : null}
        <Button type="submit">{t("public.jurisdictions.apply")}</Button>
      </Form>
      {!signedIn ? (
        <p className="text-sm text-muted-foreground">
          {t("public.academy.guestHint")}{" "}
          <Link to="/sign-in?redirectURL=%2Facademy" className="text-primary underline">
            {t("shell.signIn")}
          </Link>
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {courses.map((c) => {
          const percent = c.progress.finished ? 100 : Math.round((c.progress.currentStep / c.totalSteps) * 100);
          return (
            <li key={c.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-center justify-between gap-2">
                  <Badge variant="secondary">{c.categoryTitle}</Badge>
                  {c.progress.finished ? (
                    <Badge variant="success">
                      <CheckCircle2 aria-hidden /> {t("public.academy.completed")}
                    </Badge>
                  ) : null}
                </div>
                <h2 className="text-lg font-semibold">
                  <Link to={`/academy/${c.slug}`} className="text-primary underline-offset-4 hover:underline">
                    {c.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">{c.description}</p>
                <p className="mt-auto flex items-center gap-3 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden /> {t("public.academy.minutes", { count: c.duration })}
                  </span>
                  <span>{t("public.academy.steps", { count: c.totalSteps })}</span>
                </p>
                {signedIn ? (
                  <div className="space-y-1">
                    <Progress value={percent} label={t("public.academy.progressOf", { title: c.title })} />
                    <p className="text-xs text-muted-foreground">
                      {c.progress.finished
                        ? t("public.academy.completed")
                        : c.progress.currentStep > 0
                          ? t("public.academy.stepOf", { step: c.progress.currentStep, total: c.totalSteps })
                          : t("public.academy.notStarted")}
                    </p>
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
      {courses.length === 0 ? <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t("public.academy.none")}</p> : null}
    </div>
  );
}
