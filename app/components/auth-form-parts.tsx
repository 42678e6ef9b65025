import { Link, type LinkProps } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FormFailure } from "#app/lib/forms.server";
import { Button } from "./ui/button";
import { FormField } from "./ui/form-field";

/** The inline text link of the auth pages ("Sign up", "Forgot password?"…). */
export function TextLink(props: LinkProps) {
  return <Link {...props} className="font-medium text-primary underline-offset-4 hover:underline" />;
}

/** The e-mail field every auth form has, refilled from the last submission. */
export function EmailField({ failure, ...input }: { failure?: FormFailure | null } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  return (
    <FormField
      name="email"
      type="email"
      label={t("auth.email")}
      autoComplete="email"
      required
      defaultValue={input.value === undefined ? failure?.values?.email : undefined}
      errors={failure?.fieldErrors?.email}
      {...input}
    />
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
