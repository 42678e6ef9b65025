import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { SelectField, TextareaField } from "#app/components/ui/textarea-field";
import type { FieldErrors } from "./forms.server";

export interface RequestFormValues {
  title: string;
  description: string;
  jurisdiction: string;
  structure: string;
  reportId: string;
  kind: string;
  /** whole or decimal USD as typed */
  budgetMin: string;
  budgetMax: string;
  deadline: string;
}

const err = (errors: FieldErrors | undefined, field: string) => errors?.[field];

/** "Post a request": every field labelled, errors next to their field, works without JavaScript. */
export function RequestForm({
  values,
  errors,
  places,
  structures,
  busy,
  submitLabel,
}: {
  values: RequestFormValues;
  errors?: FieldErrors;
  places: { iso3: string; name: string }[];
  structures: { slug: string; name: string }[];
  busy: boolean;
  /** the button's text (default: "Post request") */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="grid max-w-3xl gap-4" noValidate>
      {errors && Object.keys(errors).length > 0 ? <Alert variant="destructive">{t("marketplace.errors.invalid")}</Alert> : null}
      <input type="hidden" name="reportId" value={values.reportId} />
      <FormField name="title" label={t("marketplace.form.title")} defaultValue={values.title} errors={err(errors, "title")} required maxLength={160} />
      <TextareaField name="description" label={t("marketplace.form.description")} defaultValue={values.description} errors={err(errors, "description")} rows={5} required maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="jurisdiction" label={t("marketplace.jurisdiction")} defaultValue={values.jurisdiction} errors={err(errors, "jurisdiction")} required>
          <option value="">{t("marketplace.form.choose")}</option>
          {places.map((p) => (
            <option key={p.iso3} value={p.iso3}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="structure" label={t("marketplace.form.structureOptional")} defaultValue={values.structure} errors={err(errors, "structure")}>
          <option value="">{t("marketplace.form.none")}</option>
          {structures.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="kind" label={t("marketplace.kindLabel")} defaultValue={values.kind} errors={err(errors, "kind")}>
          <option value="implementation">{t("marketplace.kind.implementation")}</option>
          <option value="recurring">{t("marketplace.kind.recurring")}</option>
        </SelectField>
        <FormField name="deadline" type="date" label={t("marketplace.form.deadlineOptional")} defaultValue={values.deadline} errors={err(errors, "deadline")} />
        <FormField name="budgetMin" inputMode="decimal" label={t("marketplace.form.budgetMin")} defaultValue={values.budgetMin} errors={err(errors, "budgetMin")} required />
        <FormField name="budgetMax" inputMode="decimal" label={t("marketplace.form.budgetMax")} defaultValue={values.budgetMax} errors={err(errors, "budgetMax")} required />
      </div>
      {values.reportId ? (
        <p className="text-sm text-muted-foreground" data-testid="from-report">
          {t("marketplace.form.fromReport")}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel ?? t("marketplace.form.submit")}
        </Button>
      </div>
    </Form>
  );
}
