import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CheckCircle2, ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { getCourse, saveCourseProgress } from "#worker/domain/academy.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Progress } from "#app/components/ui/progress";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2). `?step=N` chooses the step to read; reading never writes (no state change on GET). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.course");
  const course = await getCourse(context.app.db, basics.locale, { slug: params.id ?? "" }, userId, context.app);
  if (!course) throw notFoundResponse();
  const asked = Number(new URL(request.url).searchParams.get("step"));
  const resume = Math.max(1, course.progress.currentStep);
  const step = Number.isInteger(asked) && asked >= 1 && asked <= course.totalSteps ? asked : Math.min(resume, course.totalSteps);
  const { seo } = await pageBasics(request, context.app, "pages.course", { title: course.title, description: course.description });
  // Only the step shown carries its content into the page's data; the others' titles make the steps nav (decision 137).
  return { seo, course: { ...course, steps: course.steps.map((s, i) => (i === step - 1 ? s : { ...s, content: "" })) }, step };
}

const moveSchema = z.object({
  intent: z.enum(["goto", "finish", "restart"]),
  step: z.coerce.number().int().min(1).max(1000),
});

/** Saves the reader's position (and completion) for the signed-in user, then shows that step. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.course");
  const course = await getCourse(context.app.db, basics.locale, { slug: params.id ?? "" }, userId);
  if (!course) throw notFoundResponse();
  const parsed = moveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || parsed.data.step > course.totalSteps) return { error: "public.academy.badStep" as const };
  const { intent, step } = parsed.data;
  const finished = intent === "finish" ? true : intent === "restart" ? false : course.progress.finished;
  await saveCourseProgress(context.app.db, userId, { courseId: course.id, currentStep: step, finished });
  return redirect(`/academy/${course.slug}?step=${step}`);
}

export default function CourseReader() {
  const { t } = useTranslation();
  const { course, step } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const current = course.steps[step - 1];
  const last = step === course.totalSteps;
  const percent = course.progress.finished ? 100 : Math.round((course.progress.currentStep / course.totalSteps) * 100);
  return (
    <div className="space-y-6">
      <BackLink to="/academy" label={t("pages.academy.title")} />
      <PageHeader title={course.title} description={course.description} />
      <div className="space-y-1">
        <Progress value={percent} label={t("public.academy.progressOf", { title: course.title })} />
        <p className="text-sm text-muted-foreground" data-testid="course-progress">
          {course.progress.finished
            ? t("public.academy.completed")
            : course.progress.currentStep > 0
              ? t("public.academy.savedAt", { step: course.progress.currentStep, total: course.totalSteps })
              : t("public.academy.notStarted")}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("public.academy.stepsNav")}>
          <ol className="space-y-1 text-sm">
            {course.steps.map((s) => (
              <li key={s.order}>
                <Link
                  to={`?step=${s.order}`}
                  aria-current={s.order === step ? "step" : undefined}
                  className={`flex gap-2 rounded-md px-2 py-1.5 hover:bg-accent ${s.order === step ? "bg-accent font-medium" : "text-muted-foreground"}`}
                >
                  <span className="tabular-nums">{s.order}.</span> {s.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <Card className="space-y-4 p-6">
          <p className="text-sm text-muted-foreground">{t("public.academy.stepOf", { step, total: course.totalSteps })}</p>
          <h2 className="text-2xl font-semibold">{current.title}</h2>
          <p className="text-muted-foreground">{current.subtitle}</p>
          {/* content was passed through sanitizeHtml on the server (worker/domain/academy.server.ts) */}
          <div className="prose-content space-y-3 leading-relaxed" dangerouslySetInnerHTML={{ __html: current.content }} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <Form method="post">
              <input type="hidden" name="intent" value="goto" />
              <Button type="submit" name="step" value={Math.max(1, step - 1)} variant="outline" disabled={step === 1 || busy}>
                <ChevronLeft aria-hidden /> {t("public.academy.previous")}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value={last ? "finish" : "goto"} />
              {last ? (
                <Button type="submit" name="step" value={step} disabled={busy}>
                  <CheckCircle2 aria-hidden /> {t("public.academy.finish")}
                </Button>
              ) : (
                <Button type="submit" name="step" value={step + 1} disabled={busy}>
                  {t("public.academy.next")} <ChevronRight aria-hidden />
                </Button>
              )}
            </Form>
          </div>
          {course.progress.finished ? (
            <Alert variant="success">
              {t("public.academy.doneMessage")}{" "}
              <Form method="post" className="inline">
                <input type="hidden" name="intent" value="restart" />
                <button type="submit" name="step" value={1} className="font-medium underline">
                  {t("public.academy.restart")}
                </button>
              </Form>
            </Alert>
          ) : null}
        </Card>
      </div>
      <p className="text-xs text-muted-foreground">{course.disclaimer}</p>
    </div>
  );
}
