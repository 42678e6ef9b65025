import * as React from "react";
import { useTranslation } from "react-i18next";
import { Label } from "./label";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {t(message)}
    </p>
  ) : null;
}

/** A labelled textarea with its translated field error (same wiring as FormField). */
export function TextareaField({ name, label, errors, id: givenId, ...props }: { name: string; label: string; errors?: string[] } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = givenId ?? `field-${name}`;
  const message = errors?.[0];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} name={name} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...props} />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** A labelled native select with its translated field error. */
export function SelectField({ name, label, errors, children, ...props }: { name: string; label: string; errors?: string[] } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = `field-${name}`;
  const message = errors?.[0];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...props}>
        {children}
      </NativeSelect>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
