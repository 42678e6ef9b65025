import { Form } from "@remix-run/react";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { SelectField, TextareaField } from "#app/components/ui/textarea-field";
import { formatMoney } from "./format";
import type { FieldErrors } from "./forms.server";
import { parseDollars, toCents } from "#worker/domain/money";

interface Service {
  id: string;
  name: string;
  /** USD incl. tax, as the inventory stores it */
  price: number;
}
interface Row {
  key: number;
  title: string;
  amount: string;
}

const MAX_ROWS = 12;
const NO_JS_EXTRA_ROWS: Row[] = [-1, -2, -3].map((key) => ({ key, title: "", amount: "" }));
const err = (errors: FieldErrors | undefined, field: string) => errors?.[field];
/** What a typed amount comes to in cents while the advisor types; 0 until it is a number. */
const typedCents = (v: string) => {
  const n = parseDollars(v);
  return Number.isFinite(n) ? toCents(n) : 0;
};

/**
 * An advisor's bid: optionally one of their active services, and the price split into milestones
 * (the total is their sum; the server checks it again).
 */
export function BidForm({ services, errors, busy, locale }: { services: Service[]; errors?: FieldErrors; busy: boolean; locale: string }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([{ key: 0, title: "", amount: "" }]);
  const [next, setNext] = useState(1);
  const [amount, setAmount] = useState("");
  // Without JavaScript there is no "Add milestone": offer a few rows (blank ones are ignored by the server).
  const hydrated = useHydrated();
  const shown = hydrated ? rows : [...rows, ...NO_JS_EXTRA_ROWS];
  const total = rows.reduce((s, r) => s + typedCents(r.amount), 0);
  const mismatch = amount.trim() !== "" && total !== typedCents(amount);
  const update = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const pickService = (id: string) => {
    const service = services.find((s) => s.id === id);
    // a service pre-fills a single milestone at its price; the advisor can still split it
    if (service) {
      setRows([{ key: next, title: service.name, amount: String(service.price) }]);
      setAmount(String(service.price));
    }
    setNext((n) => n + 1);
  };
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="bid" />
      {errors && Object.keys(errors).length > 0 ? <Alert variant="destructive">{t("marketplace.errors.invalid")}</Alert> : null}
      <SelectField name="serviceId" label={t("marketplace.bid.service")} defaultValue="" onChange={(e) => pickService(e.currentTarget.value)} errors={err(errors, "serviceId")}>
        <option value="">{t("marketplace.bid.noService")}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} · {formatMoney(toCents(s.price), locale)}
          </option>
        ))}
      </SelectField>
      <FormField
        name="amount"
        inputMode="decimal"
        label={t("marketplace.bid.amount")}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        errors={err(errors, "amount")}
        required
      />
      <fieldset className="space-y-3" aria-describedby="milestone-sum">
        <legend className="text-sm font-medium">{t("marketplace.bid.milestones")}</legend>
        {shown.map((row, i) => (
          <div key={row.key} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor={`m-title-${row.key}`}>{t("marketplace.bid.milestoneTitle", { n: i + 1 })}</Label>
              <Input id={`m-title-${row.key}`} name="milestoneTitle" value={row.title} onChange={(e) => update(row.key, { title: e.currentTarget.value })} required maxLength={160} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`m-amount-${row.key}`}>{t("marketplace.bid.milestoneAmount")}</Label>
              <Input id={`m-amount-${row.key}`} name="milestoneAmount" inputMode="decimal" value={row.amount} onChange={(e) => update(row.key, { amount: e.currentTarget.value })} required />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("marketplace.bid.removeMilestone", { n: i + 1 })}
              disabled={rows.length === 1}
              onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {errors?.milestones ? <p className="text-sm font-medium text-destructive">{t(errors.milestones)}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rows.length >= MAX_ROWS}
            onClick={() => {
              setRows((rs) => [...rs, { key: next, title: "", amount: "" }]);
              setNext((n) => n + 1);
            }}
          >
            <Plus aria-hidden /> {t("marketplace.bid.addMilestone")}
          </Button>
          <p id="milestone-sum" className={`text-sm ${mismatch ? "text-destructive" : ""}`} aria-live="polite">
            {t("marketplace.bid.total")}: <strong data-testid="bid-total">{formatMoney(total, locale)}</strong>
            {mismatch ? ` · ${t("marketplace.bid.mustMatch", { amount: formatMoney(typedCents(amount), locale) })}` : null}
          </p>
        </div>
      </fieldset>
      <FormField name="timelineDays" type="number" min={1} max={3650} label={t("marketplace.bid.timelineDays")} errors={err(errors, "timelineDays")} required />
      <TextareaField name="message" label={t("marketplace.bid.message")} rows={4} errors={err(errors, "message")} required maxLength={5000} />
      <Button type="submit" disabled={busy}>
        {t("marketplace.bid.submit")}
      </Button>
    </Form>
  );
}
