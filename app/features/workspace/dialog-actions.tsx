import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

/**
 * The Cancel / Save row at the foot of a workspace form dialog: Cancel closes without saving, Save
 * submits the form it sits in (disabled while `busy`).
 */
export function DialogActions({ onCancel, busy, className }: { onCancel: () => void; busy?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("workspace.common.cancel")}
      </Button>
      <Button type="submit" disabled={busy}>
        {t("workspace.common.save")}
      </Button>
    </div>
  );
}
