import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { FieldError } from "./field-error";
import { MAX_HOLDINGS } from "#worker/domain/tax/input-limits";

type Row = { key: number; value: string; cost: string };

/**
 * The shareholdings an exit tax would reach (issue 32): one row per holding, value and cost basis.
 * Without JavaScript the form shows the filled rows and one blank row (send it, and another blank
 * row appears); once hydrated, "Add a holding" and "Remove" change the rows in place. Rows are
 * paired by position (`holdingValue` / `holdingCost`), and errors come back as `holdings.N.value`.
 */
export function HoldingsFieldset({ rows, enhanced, err }: { rows: [string, string][]; enhanced: boolean; err: (path: string) => string[] | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => {
    const filled = rows.map(([value, cost], i) => ({ key: i, value, cost }));
    return { rows: filled.length < MAX_HOLDINGS ? [...filled, { key: filled.length, value: "", cost: "" }] : filled, next: filled.length + 1 };
  });
  const set = (key: number, change: Partial<Row>) => setState((s) => ({ ...s, rows: s.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
  const add = () => setState((s) => ({ rows: [...s.rows, { key: s.next, value: "", cost: "" }], next: s.next + 1 }));
  const remove = (key: number) => setState((s) => ({ ...s, rows: s.rows.filter((r) => r.key !== key) }));
  return (
    <fieldset className="space-y-3" aria-describedby="hint-holdings">
      <legend className="text-sm font-medium">{t("taxMove.holdingsLegend")}</legend>
      <p id="hint-holdings" className="text-xs text-muted-foreground">
        {t("taxMove.holdingsHint")}
      </p>
      <ol className="space-y-3">
        {state.rows.map((row, i) => {
          const n = i + 1;
          const fields = [
            ["holdingValue", "value", `holdings.${i}.value`, t("taxMove.holdingValue")],
            ["holdingCost", "cost", `holdings.${i}.costBasis`, t("taxMove.holdingCost")],
          ] as const;
          return (
            <li key={row.key} className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]" aria-label={t("taxMove.holdingN", { n })}>
              {fields.map(([name, field, path, label]) => {
                const id = `tax-${name}-${i}`;
                return (
                  <div key={name} className="space-y-2">
                    <Label htmlFor={id}>{state.rows.length > 1 ? `${label} · ${n}` : label}</Label>
                    <Input
                      id={id}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={row[field]}
                      onChange={(e) => set(row.key, { [field]: e.target.value })}
                      aria-invalid={err(path) ? true : undefined}
                      aria-describedby={err(path) ? `error-${name}-${i}` : undefined}
                    />
                    <FieldError id={`error-${name}-${i}`} errors={err(path)} />
                  </div>
                );
              })}
              {enhanced && state.rows.length > 1 ? (
                <Button type="button" variant="ghost" size="sm" className="sm:mt-7" onClick={() => remove(row.key)}>
                  {t("taxMove.removeHolding", { n })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {enhanced && state.rows.length < MAX_HOLDINGS ? (
        <Button type="button" variant="outline" size="sm" onClick={add}>
          {t("taxMove.addHolding")}
        </Button>
      ) : null}
      <FieldError id="error-holdings" errors={err("holdings")} />
    </fieldset>
  );
}
