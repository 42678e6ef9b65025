import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import type { FormFailure } from "#app/lib/forms.server";

/**
 * Passkeys in the browser (issue 30): @simplewebauthn/browser is loaded only when a ceremony starts.
 * The page's action gives the options (server-side challenge) and verifies the answer.
 */
type PasskeyResult = {
  intent: string;
  ok: boolean;
  failure?: FormFailure | null;
  passkeyOptions?: unknown;
};

const webauthn = () => import("./webauthn.client");

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** List, add (after step-up) and remove passkeys on /settings/security. */
export function PasskeysPanel({ passkeys, formatDate, steppedUp }: { passkeys: PasskeyItem[]; formatDate: (iso: string) => string; steppedUp: boolean }) {
  const { t } = useTranslation();
  const options = useFetcher<PasskeyResult>();
  const register = useFetcher<PasskeyResult>();
  const remove = useFetcher<PasskeyResult>();
  const [name, setName] = useState("");
  const [browserError, setBrowserError] = useState(false);
  const started = useRef<unknown>(null);

  useEffect(() => {
    const data = options.data;
    if (!data?.ok || !data.passkeyOptions || started.current === data.passkeyOptions) return;
    started.current = data.passkeyOptions;
    void (async () => {
      try {
        const { startRegistration } = await webauthn();
        const response = await startRegistration({
          optionsJSON: data.passkeyOptions as Parameters<typeof startRegistration>[0]["optionsJSON"],
        });
        register.submit(
          {
            intent: "passkey-register",
            name,
            response: JSON.stringify(response),
          },
          { method: "post" }
        );
      } catch {
        setBrowserError(true);
      }
    })();
  }, [options.data, name, register]);

  const failure =
    (options.data && !options.data.ok ? options.data.failure : null) ??
    (register.data && !register.data.ok ? register.data.failure : null) ??
    (remove.data && !remove.data.ok ? remove.data.failure : null);
  const busy = options.state !== "idle" || register.state !== "idle" || remove.state !== "idle";
  return (
    <div className="space-y-3" data-testid="passkeys">
      {register.data?.ok ? <Alert variant="success">{t("account.passkeys.added")}</Alert> : null}
      {remove.data?.ok ? <Alert>{t("account.passkeys.removed")}</Alert> : null}
      {browserError ? <Alert variant="destructive">{t("account.passkeys.browserFailed")}</Alert> : null}
      <FormAlert failure={failure} />
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("account.passkeys.none")}</p>
      ) : (
        <ul className="divide-y rounded border">
          {passkeys.map((k) => (
            <li key={k.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="passkey-row">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{k.name}</p>
                <p className="text-muted-foreground">
                  {[
                    t("account.passkeys.addedAt", {
                      at: formatDate(k.createdAt),
                    }),
                    k.lastUsedAt
                      ? t("account.passkeys.usedAt", {
                          at: formatDate(k.lastUsedAt),
                        })
                      : t("account.passkeys.neverUsed"),
                  ].join(" · ")}
                </p>
              </div>
              <remove.Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="id" value={k.id} />
                <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={t("account.passkeys.removeOne", { name: k.name })}>
                  {t("account.passkeys.remove")}
                </Button>
              </remove.Form>
            </li>
          ))}
        </ul>
      )}
      <options.Form
        method="post"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={() => {
          setBrowserError(false);
          started.current = null;
        }}
      >
        <input type="hidden" name="intent" value="passkey-options" />
        <label className="grid gap-1.5 text-sm font-medium sm:w-64">
          {t("account.passkeys.name")}
          <Input name="name" value={name} maxLength={60} placeholder={t("account.passkeys.namePlaceholder")} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" disabled={busy}>
          {t("account.passkeys.add")}
        </Button>
      </options.Form>
      {steppedUp ? null : <p className="text-sm text-muted-foreground">{t("account.passkeys.stepUpFirst")}</p>}
    </div>
  );
}

/** Options from the open API, then the browser's assertion (the server keeps and spends the challenge). */
async function assertWithPasskey() {
  const { startAuthentication } = await webauthn();
  const res = await fetch("/api/auth/passkeys/authentication-options", { method: "POST" });
  if (!res.ok) throw new Error(String(res.status));
  return startAuthentication({ optionsJSON: await res.json() });
}

/** "Sign in with a passkey" under the password form: options from the API, the answer to the sign-in action. */
export function PasskeySignIn({ redirectURL }: { redirectURL: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormFailure & { locked?: { challenge: string } }>();
  const [pending, setPending] = useState(false);
  const [browserError, setBrowserError] = useState(false);
  const start = async () => {
    setBrowserError(false);
    setPending(true);
    try {
      const response = await assertWithPasskey();
      fetcher.submit({ intent: "passkey", redirectURL, response: JSON.stringify(response) }, { method: "post" });
    } catch {
      setBrowserError(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mt-4 space-y-3">
      {browserError ? <Alert variant="destructive">{t("account.passkeys.browserFailed")}</Alert> : null}
      <FormAlert failure={fetcher.data} />
      {fetcher.data?.locked ? (
        // The passkey was right but the account is being deleted (decision 232): the one way on is cancelling.
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-deletion" />
          <input type="hidden" name="challenge" value={fetcher.data.locked.challenge} />
          <Button type="submit" className="w-full">
            {t("privacy.locked.cancel")}
          </Button>
        </Form>
      ) : null}
      <Button type="button" variant="outline" className="w-full" disabled={pending || fetcher.state !== "idle"} onClick={start} data-testid="passkey-sign-in">
        {t("account.passkeys.signIn")}
      </Button>
    </div>
  );
}

/** Step-up with one of the account's passkeys (an account whose only second factor is a passkey). */
export function PasskeyStepUp() {
  const { t } = useTranslation();
  const fetcher = useFetcher<PasskeyResult>();
  const [browserError, setBrowserError] = useState(false);
  const start = async () => {
    setBrowserError(false);
    try {
      const response = await assertWithPasskey();
      fetcher.submit({ intent: "step-up-passkey", response: JSON.stringify(response) }, { method: "post" });
    } catch {
      setBrowserError(true);
    }
  };
  return (
    <div className="space-y-2">
      {browserError ? <Alert variant="destructive">{t("account.passkeys.browserFailed")}</Alert> : null}
      {fetcher.data && !fetcher.data.ok ? <FormAlert failure={fetcher.data.failure} /> : null}
      <Button type="button" variant="outline" onClick={start} disabled={fetcher.state !== "idle"}>
        {t("account.passkeys.stepUp")}
      </Button>
    </div>
  );
}
