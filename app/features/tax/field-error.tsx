import { useTranslation } from "react-i18next";

/** A field's first error (a translation key), tied to the input by `id` (aria-describedby). */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {t(errors[0])}
    </p>
  );
}
