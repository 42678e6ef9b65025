import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { renderSVG } from "uqr";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { changePasswordSchema, stepUpSchema, totpCodeSchema } from "#worker/domain/auth-schemas";
import { checkPassword } from "#worker/domain/auth.server";
import { ownSecurityEvents } from "#worker/domain/account/audit.server";
import { securityOverview } from "#worker/domain/account/security.server";
import { changePassword, endOtherSessions, endSession, listSessions } from "#worker/domain/account/sessions.server";
import { disableTotp, enableTotp, setupTotp, stepUp } from "#worker/domain/account/two-factor.server";
import { authenticationResponseSchema, passkeyRegistrationOptions, registerPasskey, registerPasskeySchema, removePasskey, stepUpWithPasskey } from "#worker/domain/account/passkeys.server";
import { PasskeyStepUp, PasskeysPanel } from "#app/features/account/passkeys";
import { findUserById } from "#worker/domain/users.server";
import { emailChangeSchema, requestEmailChange } from "#worker/domain/account/email-change.server";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { formFailureFrom, parseForm, type FormFailure } from "#app/lib/forms.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { SettingsPage, SettingsSection } from "#app/features/account/settings-layout";

export const headers: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Issue 30: two-factor, step-up, password, sessions and the account's own security events. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { seo, locale } = await pageBasics(request, context.app, "account.security");
  const [overview, sessions, events, user] = await Promise.all([securityOverview(context.app, userId), listSessions(context.app, userId), ownSecurityEvents(context.app.db, userId, 15), findUserById(context.app.db, userId)]);
  return { seo, locale, overview, sessions, events, email: user?.email ?? "" };
}

type Result = {
  intent: string;
  ok: boolean;
  failure?: FormFailure | null;
  setup?: { secret: string; qr: string };
  recoveryCodes?: string[];
  passkeyOptions?: unknown;
  sentTo?: string;
};

const intentSchema = z.object({
  intent: z.enum(["setup", "enable", "disable", "step-up", "password", "end-session", "end-others", "passkey-options", "passkey-register", "passkey-remove", "step-up-passkey", "email"]),
  id: z.string().max(100).optional(),
});

export async function action({ request, context }: ActionFunctionArgs): Promise<Result> {
  const ctx = context.app;
  const { userId } = requireUser(ctx);
  const form = await request.formData();
  const parsedIntent = intentSchema.safeParse({
    intent: form.get("intent"),
    id: form.get("id") ?? undefined,
  });
  if (!parsedIntent.success)
    return {
      intent: "unknown",
      ok: false,
      failure: { formError: { key: "account.errors.generic" } },
    };
  const { intent, id } = parsedIntent.data;
  try {
    switch (intent) {
      case "setup": {
        const user = await findUserById(ctx.db, userId);
        const { secret, otpauthUrl } = await setupTotp(ctx, userId, user?.email ?? userId);
        return {
          intent,
          ok: true,
          setup: { secret, qr: renderSVG(otpauthUrl, { border: 2 }) },
        };
      }
      case "enable": {
        const parsed = parseForm(totpCodeSchema, form);
        if (!parsed.ok) return { intent, ok: false, failure: parsed.failure };
        return {
          intent,
          ok: true,
          recoveryCodes: (await enableTotp(ctx, userId, parsed.data.code)).recoveryCodes,
        };
      }
      case "disable":
        await disableTotp(ctx);
        return { intent, ok: true };
      case "step-up": {
        const parsed = parseForm(stepUpSchema, form);
        if (!parsed.ok) return { intent, ok: false, failure: parsed.failure };
        await stepUp(ctx, userId, parsed.data, (email, password) => checkPassword(ctx, email, password));
        return { intent, ok: true };
      }
      case "password": {
        const parsed = parseForm(changePasswordSchema, form);
        if (!parsed.ok) return { intent, ok: false, failure: parsed.failure };
        await changePassword(ctx, parsed.data);
        return { intent, ok: true };
      }
      case "end-session":
        await endSession(ctx, userId, id ?? "");
        return { intent, ok: true };
      case "end-others":
        await endOtherSessions(ctx, userId);
        return { intent, ok: true };
      case "passkey-options":
        return {
          intent,
          ok: true,
          passkeyOptions: await passkeyRegistrationOptions(ctx),
        };
      case "passkey-register": {
        const parsed = registerPasskeySchema.safeParse({
          name: String(form.get("name") ?? "").trim() || undefined,
          response: parseJson(form.get("response")),
        });
        if (!parsed.success)
          return {
            intent,
            ok: false,
            failure: { formError: { key: "account.errors.invalidPasskey" } },
          };
        await registerPasskey(ctx, parsed.data);
        return { intent, ok: true };
      }
      case "step-up-passkey": {
        const parsed = authenticationResponseSchema.safeParse(parseJson(form.get("response")));
        if (!parsed.success)
          return {
            intent,
            ok: false,
            failure: { formError: { key: "account.errors.invalidPasskey" } },
          };
        await stepUpWithPasskey(ctx, userId, parsed.data);
        return { intent: "step-up", ok: true };
      }
      case "passkey-remove":
        await removePasskey(ctx, id ?? "");
        return { intent, ok: true };
      case "email": {
        const parsed = parseForm(emailChangeSchema, form);
        if (!parsed.ok) return { intent, ok: false, failure: parsed.failure };
        return { intent, ok: true, sentTo: (await requestEmailChange(ctx, parsed.data)).sentTo };
      }
    }
  } catch (error) {
    return { intent, ok: false, failure: formFailureFrom(error, form) };
  }
}

function parseJson(value: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(String(value ?? ""));
  } catch {
    return null;
  }
}

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));

export default function SecuritySettings() {
  const { t } = useTranslation();
  const { locale, overview, sessions, events, email } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failureOf = (intent: string) => (result?.intent === intent && !result.ok ? result.failure : null);
  const needsStepUp = result && !result.ok && result.failure?.formError?.key === "account.errors.stepUpRequired";
  return (
    <SettingsPage wide title={t("account.security.title")} description={t("account.security.description")}>

      {needsStepUp || result?.intent === "step-up" || !overview.steppedUpUntil ? (
        <SettingsSection id="step-up" title={t("account.stepUp.title")} description={overview.totpEnabled ? t("account.stepUp.withCode") : t("account.stepUp.withPassword")}>
          {result?.intent === "step-up" && result.ok ? <Alert variant="success">{t("account.stepUp.done")}</Alert> : null}
          <FormAlert failure={failureOf("step-up")} />
          {overview.totpEnabled || overview.passkeys.length === 0 ? (
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <input type="hidden" name="intent" value="step-up" />
              {overview.totpEnabled ? (
                <FormField name="code" label={t("account.signIn.code")} autoComplete="one-time-code" required errors={failureOf("step-up")?.fieldErrors?.code} />
              ) : (
                <FormField name="password" type="password" label={t("auth.password")} autoComplete="current-password" required errors={failureOf("step-up")?.fieldErrors?.password} />
              )}
              <Button type="submit" disabled={busy}>
                {t("account.stepUp.submit")}
              </Button>
            </Form>
          ) : null}
          {overview.passkeys.length > 0 ? <PasskeyStepUp /> : null}
        </SettingsSection>
      ) : null}

      <SettingsSection id="two-factor" title={t("account.twoFactor.title")} description={t("account.twoFactor.description")}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={overview.totpEnabled ? "default" : "secondary"}>{overview.totpEnabled ? t("account.twoFactor.on") : t("account.twoFactor.off")}</Badge>
          {overview.totpEnabled ? (
            <span className="text-sm text-muted-foreground">
              {t("account.twoFactor.codesLeft", {
                count: overview.recoveryCodesLeft,
              })}
            </span>
          ) : null}
        </div>
        {result?.recoveryCodes ? (
          <div className="space-y-2" data-testid="recovery-codes">
            <Alert variant="success">{t("account.twoFactor.enabled")}</Alert>
            <p className="text-sm">{t("account.twoFactor.saveCodes")}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
              {result.recoveryCodes.map((code) => (
                <li key={code} className="rounded border bg-muted px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result?.setup || (result?.intent === "enable" && !result.ok) ? (
          <div className="space-y-3">
            {result.setup ? (
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                {/* The SVG is uqr's rendering of our own otpauth address: no user input reaches it. */}
                <div className="size-44 shrink-0 rounded bg-white p-1" role="img" aria-label={t("account.twoFactor.qrLabel")} dangerouslySetInnerHTML={{ __html: result.setup.qr }} />
                <div className="min-w-0 space-y-1 text-sm">
                  <p>{t("account.twoFactor.scan")}</p>
                  <p className="text-muted-foreground">{t("account.twoFactor.manual")}</p>
                  <code className="block break-all rounded bg-muted px-2 py-1" data-testid="totp-secret">
                    {result.setup.secret}
                  </code>
                </div>
              </div>
            ) : null}
            <FormAlert failure={failureOf("enable")} />
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <input type="hidden" name="intent" value="enable" />
              <FormField name="code" label={t("account.signIn.code")} autoComplete="one-time-code" inputMode="numeric" required errors={failureOf("enable")?.fieldErrors?.code} />
              <Button type="submit" disabled={busy}>
                {t("account.twoFactor.enable")}
              </Button>
            </Form>
          </div>
        ) : overview.totpEnabled ? (
          <Form method="post">
            <input type="hidden" name="intent" value="disable" />
            {result?.intent === "disable" && result.ok ? <Alert className="mb-3">{t("account.twoFactor.disabled")}</Alert> : null}
            <Button type="submit" variant="outline" disabled={busy}>
              {t("account.twoFactor.disable")}
            </Button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="setup" />
            {result?.intent === "disable" && result.ok ? <Alert className="mb-3">{t("account.twoFactor.disabled")}</Alert> : null}
            <Button type="submit" disabled={busy}>
              {t("account.twoFactor.setUp")}
            </Button>
          </Form>
        )}
      </SettingsSection>

      <SettingsSection id="passkeys-section" title={t("account.passkeys.title")} description={t("account.passkeys.description")}>
        <PasskeysPanel passkeys={overview.passkeys} steppedUp={Boolean(overview.steppedUpUntil)} formatDate={(iso) => dateTime(iso, locale)} />
      </SettingsSection>

      <SettingsSection id="email-change" title={t("emailChange.title")} description={t("emailChange.description")}>
        {params.get("emailChanged") ? <Alert variant="success">{t("emailChange.confirmed", { email })}</Alert> : null}
        {result?.intent === "email" && result.ok ? <Alert variant="success">{t("emailChange.sent", { email: result.sentTo })}</Alert> : null}
        {result?.intent === "email" && !needsStepUp ? <FormAlert failure={failureOf("email")} /> : null}
        <p className="text-sm">{t("emailChange.current", { email })}</p>
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="email" />
          <FormField name="newEmail" type="email" label={t("emailChange.newEmail")} autoComplete="email" required errors={failureOf("email")?.fieldErrors?.newEmail} />
          <Button type="submit" disabled={busy}>
            {t("emailChange.submit")}
          </Button>
        </Form>
      </SettingsSection>

      <SettingsSection id="password" title={t("account.password.title")} description={t("account.password.description")}>
        {result?.intent === "password" && result.ok ? <Alert variant="success">{t("account.password.changed")}</Alert> : null}
        {result?.intent === "password" && !needsStepUp ? <FormAlert failure={failureOf("password")} /> : null}
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="password" />
          <FormField
            name="currentPassword"
            type="password"
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            errors={failureOf("password")?.fieldErrors?.currentPassword}
          />
          <FormField name="newPassword" type="password" label={t("account.password.new")} autoComplete="new-password" required errors={failureOf("password")?.fieldErrors?.newPassword} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("account.password.submit")}
            </Button>
          </div>
        </Form>
      </SettingsSection>

      <SettingsSection id="sessions" title={t("account.sessions.title")} description={t("account.sessions.description")}>
        {result?.intent === "end-session" || result?.intent === "end-others" ? (
          result.ok ? (
            <Alert variant="success">{t("account.sessions.ended")}</Alert>
          ) : (
            <FormAlert failure={result.failure} />
          )
        ) : null}
        <ul className="divide-y rounded border">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="session-row">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {locale === "tr" ? s.deviceTr : s.device}
                  {s.current ? (
                    <Badge className="ms-2" variant="secondary">
                      {t("account.sessions.thisDevice")}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-muted-foreground">
                  {[
                    s.place ?? t("account.sessions.unknownPlace"),
                    t("account.sessions.signedIn", {
                      at: dateTime(s.createdAt, locale),
                    }),
                    t("account.sessions.lastSeen", {
                      at: dateTime(s.lastSeenAt, locale),
                    }),
                  ].join(" · ")}
                </p>
              </div>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="id" value={s.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={t("account.sessions.endOne", {
                      device: locale === "tr" ? s.deviceTr : s.device,
                    })}
                  >
                    {t("account.sessions.end")}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-others" />
            <Button type="submit" variant="outline" disabled={busy}>
              {t("account.sessions.endOthers")}
            </Button>
          </Form>
        ) : null}
      </SettingsSection>

      <SettingsSection id="events" title={t("account.events.title")} description={t("account.events.description")}>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account.events.none")}</p>
        ) : (
          <ul className="divide-y text-sm">
            {events.map((e) => (
              <li key={e.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                <span>
                  {t(`account.actions.${e.action.replace(/\./g, "_")}`, {
                    defaultValue: e.action,
                  })}
                </span>
                <span className="text-muted-foreground">{dateTime(e.at, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </SettingsPage>
  );
}
