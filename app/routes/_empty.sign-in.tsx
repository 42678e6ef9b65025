import { titled, titledMeta } from "#app/lib/seo";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serializeSessionCookie } from "#worker/auth/cookie.server";
import { requireAnonymous, safeRedirectPath } from "#worker/auth/permissions.server";
import { signInSchema, verifyTwoFactorSchema } from "#worker/domain/auth-schemas";
import { verifySignIn } from "#worker/domain/account/two-factor.server";
import { authenticatePasskeySchema, signInWithPasskey } from "#worker/domain/account/passkeys.server";
import { cancelDeletion, cancelDeletionSchema } from "#worker/domain/account/deletion.server";
import { PasskeySignIn } from "#app/features/account/passkeys";
import { AppError } from "#worker/errors";
import { authenticatorFor } from "#app/auth.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { EmailField, SubmitButton, TextLink } from "#app/components/auth-form-parts";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { FormField } from "#app/components/ui/form-field";
import { formFailureResponse, retryAfterHeaders, parseForm, type FormFailure } from "#app/lib/forms.server";

export const handle = titled("auth.signIn.title");
export const meta: MetaFunction = () => titledMeta();

export const headers = retryAfterHeaders;

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

/**
 * Two steps in one route (issue 30): the password, then — for an account with a second factor —
 * the code form, which carries the one-time challenge the password step answered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context.app);
  const form = await request.clone().formData();
  const redirectTo = safeRedirectPath(form.get("redirectURL"));
  const signedIn = async (accessToken: string) =>
    redirect(redirectTo, { headers: { "Set-Cookie": await serializeSessionCookie(accessToken, context.app.url) } });
  if (form.get("intent") === "cancel-deletion") {
    const parsed = cancelDeletionSchema.safeParse({ challenge: form.get("challenge") });
    if (!parsed.success) return { formError: { key: "account.errors.challengeExpired" } };
    try {
      const { accessToken } = await cancelDeletion(context.app, parsed.data);
      return redirect("/settings/privacy?deletionCancelled=1", { headers: { "Set-Cookie": await serializeSessionCookie(accessToken, context.app.url) } });
    } catch (error) {
      return formFailureResponse(error, form);
    }
  }
  if (form.get("intent") === "passkey") {
    const parsed = authenticatePasskeySchema.safeParse({ response: safeJson(form.get("response")) });
    if (!parsed.success) return { formError: { key: "account.errors.invalidPasskey" } };
    try {
      return await signedIn((await signInWithPasskey(context.app, parsed.data)).accessToken);
    } catch (error) {
      return lockedFrom(error) ?? formFailureResponse(error, form);
    }
  }
  if (form.get("intent") === "verify") {
    const parsed = parseForm(verifyTwoFactorSchema, form);
    if (!parsed.ok) return { ...parsed.failure, challenge: String(form.get("challenge") ?? ""), redirectURL: String(form.get("redirectURL") ?? "") };
    try {
      return await signedIn((await verifySignIn(context.app, parsed.data)).accessToken);
    } catch (error) {
      const locked = lockedFrom(error);
      if (locked) return locked;
      const failure = formFailureResponse(error, form);
      if (error instanceof AppError && error.code === "INVALID_CHALLENGE") return failure;
      return json({ ...(await failure.json()), challenge: parsed.data.challenge, redirectURL: String(form.get("redirectURL") ?? "") }, { status: failure.status, headers: failure.headers });
    }
  }
  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    const result = await authenticatorFor(context.app).authenticate("password", request);
    if ("twoFactorRequired" in result) return { challenge: result.challenge, redirectURL: String(form.get("redirectURL") ?? "") };
    return await signedIn(result.accessToken);
  } catch (error) {
    return lockedFrom(error) ?? formFailureResponse(error, form);
  }
}

/** Every factor given on an account being deleted (decision 232): the page offers only "cancel deletion". */
function lockedFrom(error: unknown): { locked: { eraseAfter: string; challenge: string }; formError: { key: string } } | null {
  if (!(error instanceof AppError) || error.code !== "ACCOUNT_LOCKED") return null;
  const details = error.details as { eraseAfter?: string; challenge?: string } | undefined;
  return details?.challenge && details.eraseAfter ? { locked: { eraseAfter: details.eraseAfter, challenge: details.challenge }, formError: { key: "account.errors.accountLocked" } } : null;
}

function safeJson(value: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(String(value ?? ""));
  } catch {
    return null;
  }
}

type ActionData = FormFailure & { challenge?: string; redirectURL?: string; locked?: { eraseAfter: string; challenge: string } };

export default function SignIn() {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>() as ActionData | undefined;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  if (failure?.locked) return <LockedStep locked={failure.locked} failure={failure} busy={busy} />;
  if (failure?.challenge) return <SecondFactorStep challenge={failure.challenge} failure={failure} busy={busy} redirectURL={failure.redirectURL || (params.get("redirectURL") ?? "")} />;
  return (
    <AuthLayout
      title={t("auth.signIn.title")}
      subtitle={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <TextLink to="/sign-up">
            {t("auth.signIn.signUpLink")}
          </TextLink>
        </>
      }
    >
      {params.get("signedOut") ? <Alert variant="success" className="mb-4">{t("auth.signIn.signedOut")}</Alert> : null}
      {params.get("deletionRequested") ? <Alert variant="success" className="mb-4">{t("privacy.locked.requested")}</Alert> : null}
      {params.get("passwordChanged") ? <Alert variant="success" className="mb-4">{t("auth.signIn.passwordChanged")}</Alert> : null}
      <FormAlert failure={failure} />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="redirectURL" value={params.get("redirectURL") ?? ""} />
        <EmailField failure={failure} />
        <FormField
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          required
          errors={failure?.fieldErrors?.password}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.signIn.forgot")}
          </Link>
        </div>
        <SubmitButton busy={busy} label={t("auth.signIn.submit")} busyLabel={t("auth.signIn.submitting")} />
      </Form>
      <PasskeySignIn redirectURL={params.get("redirectURL") ?? ""} />
    </AuthLayout>
  );
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
function SecondFactorStep({ challenge, failure, busy, redirectURL }: { challenge: string; failure: ActionData; busy: boolean; redirectURL: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("account.signIn.title")} subtitle={t("account.signIn.subtitle")}>
      <FormAlert failure={failure} />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectURL" value={redirectURL} />
        <FormField
          name="code"
          label={t("account.signIn.code")}
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={32}
          errors={failure.fieldErrors?.code}
          aria-describedby="code-hint"
        />
        <p id="code-hint" className="text-sm text-muted-foreground">
          {t("account.signIn.codeHint")}
        </p>
        <SubmitButton busy={busy} label={t("account.signIn.submit")} busyLabel={t("account.signIn.submitting")} />
      </Form>
      <PasskeySignIn redirectURL={redirectURL} />
      <p className="mt-6 text-center text-sm">
        <TextLink to={`/sign-in${redirectURL ? `?${new URLSearchParams({ redirectURL })}` : ""}`} reloadDocument>
          {t("account.signIn.startOver")}
        </TextLink>
      </p>
    </AuthLayout>
  );
}

/** A complete sign-in on an account being deleted: the one thing it can do is cancel the deletion. */
function LockedStep({ locked, failure, busy }: { locked: { eraseAfter: string; challenge: string }; failure: ActionData; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === "tr" ? "tr-TR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(locked.eraseAfter));
  return (
    <AuthLayout title={t("privacy.locked.title")} subtitle={t("privacy.locked.subtitle", { date })}>
      <FormAlert failure={failure.formError ? failure : null} />
      <Form method="post" className="space-y-5" data-testid="cancel-deletion">
        <input type="hidden" name="intent" value="cancel-deletion" />
        <input type="hidden" name="challenge" value={locked.challenge} />
        <p className="text-sm text-muted-foreground">{t("privacy.locked.explain")}</p>
        <SubmitButton busy={busy} label={t("privacy.locked.cancel")} busyLabel={t("privacy.locked.cancelling")} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <TextLink to="/sign-in" reloadDocument>
          {t("account.signIn.startOver")}
        </TextLink>
      </p>
    </AuthLayout>
  );
}
