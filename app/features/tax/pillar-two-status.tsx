import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PillarTwoStatus } from "#worker/domain/tax/data/headline-rates.generated";
import { Card } from "#app/components/ui/card";

/** A jurisdiction's Pillar Two status from the Tax Foundation map (shown on jurisdiction pages). */
export function PillarTwoCard({ status }: { status: PillarTwoStatus }) {
  return (
    <section aria-labelledby="pillar-two" className="space-y-3">
      <PillarTwoContent status={status} />
    </section>
  );
}

/** The card's heading and table: the section's children (the jurisdiction page writes them prepared, decision 126). */
export function PillarTwoContent({ status }: { status: PillarTwoStatus }) {
  const { t } = useTranslation();
  const rows = [
    ["pillarTwoJoined", status.joined],
    ["pillarTwoIir", status.iir],
    ["pillarTwoUtpr", status.utpr],
    ["pillarTwoQdmtt", status.qdmtt],
  ] as const;
  return (
    <>
      <h2 id="pillar-two" className="text-xl font-semibold">
        {t("taxReport.pillarTwoTitle")}
      </h2>
      <Card className="space-y-3 p-4" data-testid="pillar-two">
        <p className="text-sm text-muted-foreground">{t("taxReport.pillarTwoNote")}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {rows.map(([key, yes]) => (
            <div key={key} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
              <dt>{t(`taxReport.${key}`)}</dt>
              <dd className="flex items-center gap-1 font-medium">
                {yes ? <Check className="size-4 text-success" aria-hidden /> : <Minus className="size-4 text-muted-foreground" aria-hidden />}
                {t(yes ? "taxReport.yes" : "taxReport.no")}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{t("taxReport.pillarTwoSource")}</p>
      </Card>
    </>
  );
}
