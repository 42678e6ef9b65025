import * as React from "react";
import { useTranslation } from "react-i18next";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled input with its translated field error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({
  name,
  label,
  errors,
  ...input
}: { name: string; label: string; errors?: string[] } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const message = errors?.[0];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined} {...input} />
      {message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(message, { min: 8 })}
        </p>
      ) : null}
    </div>
  );
}
