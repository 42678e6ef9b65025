import { Form, useNavigation, useParams } from "@remix-run/react";
import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatDate } from "#app/lib/dates";

/** Month-end year ends, January to December ("MM-DD"). */
const YEAR_ENDS = ["01-31", "02-28", "03-31", "04-30", "05-31", "06-30", "07-31", "08-31", "09-30", "10-31", "11-30", "12-31"];

/**
 * "Track this" on a report option (issue 32 §2, decision 191): creates the company in the
 * compliance tracker with its filings from today, and lands on its calendar. Rendered inside a
 * saved report's option (the report id comes from the route); a plain form, so it works without
 * JavaScript, and a double click is one company (the server keeps one per option).
 */
export function TrackThis({ jurisdiction, structure }: { jurisdiction: string; structure: string }) {
  const { t, i18n } = useTranslation();
  const { id: reportId } = useParams();
  const navigation = useNavigation();
  const fieldId = useId();
  if (!reportId) return null;
  const busy = navigation.state !== "idle" && navigation.formData?.get("optionJurisdiction") === jurisdiction && navigation.formData?.get("optionStructure") === structure;
  return (
    <Form method="post" action="/compliance?index" className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 sm:flex-row sm:items-end sm:gap-3 print:hidden" data-testid={`track-this-${jurisdiction}`}>
      <input type="hidden" name="intent" value="track-option" />
      <input type="hidden" name="reportId" value={reportId} />
      <input type="hidden" name="optionJurisdiction" value={jurisdiction} />
      <input type="hidden" name="optionStructure" value={structure} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold">{t("compliance.track.title")}</p>
        <p className="text-xs text-muted-foreground">{t("compliance.track.body")}</p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={fieldId} className="text-xs">{t("compliance.track.yearEnd")}</Label>
        <NativeSelect id={fieldId} name="fiscalYearEnd" defaultValue="12-31" className="w-full sm:w-40">
          {YEAR_ENDS.map((md) => (
            <option key={md} value={md}>{formatDate(`2026-${md}`, i18n.language, "dayMonth")}</option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={busy}>
        <CalendarPlus aria-hidden /> {busy ? t("compliance.track.busy") : t("compliance.track.submit")}
      </Button>
    </Form>
  );
}
