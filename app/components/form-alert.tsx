import { useTranslation } from "react-i18next";
import type { FormFailure } from "#app/lib/forms.server";
import { Alert } from "./ui/alert";

export function FormAlert({ failure }: { failure?: FormFailure | null }) {
  const { t } = useTranslation();
  if (!failure?.formError) return null;
  return (
    <Alert variant="destructive" className="mb-4">
      {t(failure.formError.key, failure.formError.values)}
    </Alert>
  );
}
