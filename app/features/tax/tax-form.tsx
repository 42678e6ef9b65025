import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { FieldError } from "./field-error";
import { HoldingsFieldset } from "./holdings-fieldset";
import { REGIME_DESTINATIONS, STRUCTURE_CANDIDATES, TAX_YEARS } from "./form-fields";
import { activityKey } from "./format";

export interface TaxFormValues {
  [field: string]: string | string[] | [string, string][] | undefined;
  candidates?: string[];
  /** [value, cost basis] of each holding row that was filled in */
  holdings?: [string, string][];
}

const ACTIVITIES = ["consulting", "software", "ecommerce", "trading", "holding", "ip-licensing", "crypto"];
/** Which fields live on which step (to jump to the first step with a server-side error). */
const STEP_FIELDS = [
  ["residence", "citizenship", "relocate", "relocateTo", "holdings", "taxYear"],
  ["activity", "revenue", "profit", "employees", "owner", "customers"],
  ["distribute", "managedFrom", "groupRevenueEur"],
  ["candidates"],
];
const STEP_TITLES = ["taxReport.stepWhere", "taxReport.stepBusiness", "taxReport.stepPlans", "taxReport.stepCandidates"];

/** "ARE:free-zone-company" → "areFreeZoneCompany" (taxPath.structure.*). */
const structureKey = (code: string) => code.toLowerCase().replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());


/**
 * The /tax form. Without JavaScript it is one form with four fieldsets and a submit button; once
 * hydrated it shows one step at a time (Back / Next check the step's fields with the browser's
 * own validation before moving on). The server validates everything again.
 */
export function TaxForm({
  values,
  fieldErrors,
  residences,
  candidates,
  taxYear,
}: {
  values: TaxFormValues;
  fieldErrors?: Record<string, string[]>;
  residences: readonly { code: string; name: string }[];
  candidates: readonly { code: string; name: string }[];
  /** The preselected tax year (the current year, within the years the engine knows). */
  taxYear: number;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const [enhanced, setEnhanced] = useState(false);
  const [step, setStep] = useState(0);
  const fieldsets = useRef<(HTMLFieldSetElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!fieldErrors) return;
    const first = STEP_FIELDS.findIndex((fields) => fields.some((f) => Object.keys(fieldErrors).some((k) => k === f || k.startsWith(`${f}.`))));
    if (first >= 0) setStep(first);
  }, [fieldErrors]);
  useEffect(() => {
    if (enhanced) fieldsets.current[step]?.querySelector<HTMLElement>("legend")?.focus();
  }, [step, enhanced]);

  const v = (k: string) => (typeof values[k] === "string" ? (values[k] as string) : "");
  const err = (k: string) => fieldErrors?.[k];
  const described = (k: string, hint?: boolean) => [hint ? `hint-${k}` : null, err(k) ? `error-${k}` : null].filter(Boolean).join(" ") || undefined;
  const chosen = new Set(values.candidates ?? []);
  const candidateErrors = fieldErrors ? Object.entries(fieldErrors).filter(([k]) => k === "candidates" || k.startsWith("candidates.")).flatMap(([, e]) => e) : [];

  const next = () => {
    const set = fieldsets.current[step];
    const invalid = set ? [...set.querySelectorAll("input, select")].find((el) => !(el as HTMLInputElement).checkValidity()) : undefined;
    if (invalid) {
      (invalid as HTMLInputElement).reportValidity();
      return;
    }
    setStep((s) => Math.min(s + 1, STEP_TITLES.length - 1));
  };

  const legend = (i: number) => (
    <legend tabIndex={-1} className="mb-3 text-base font-semibold outline-none">
      <span className="block text-xs font-normal text-muted-foreground">{t("taxReport.stepOf", { step: i + 1, total: STEP_TITLES.length })}</span>
      {t(STEP_TITLES[i])}
    </legend>
  );
  const hidden = (i: number) => enhanced && step !== i;
  const radio = (name: string, value: string, label: string, fallback?: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={(v(name) || fallback) === value}
        required
        className="size-4 accent-primary"
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={described(name)}
      />
      {label}
    </label>
  );

  return (
    <Form method="post" className="space-y-6 rounded-lg border bg-card p-4 sm:p-6" data-testid="tax-form" aria-describedby={fieldErrors ? "tax-form-errors" : undefined}>
      {fieldErrors ? (
        <Alert variant="destructive" id="tax-form-errors">
          {t("taxReport.fixErrors")}
        </Alert>
      ) : null}
      {enhanced ? (
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-primary transition-all" style={{ width: `${((step + 1) / STEP_TITLES.length) * 100}%` }} />
        </div>
      ) : null}

      <fieldset ref={(el) => void (fieldsets.current[0] = el)} hidden={hidden(0)} className="space-y-4">
        {legend(0)}
        <div className="space-y-2">
          <Label htmlFor="tax-residence">{t("taxReport.residence")}</Label>
          <NativeSelect id="tax-residence" name="residence" defaultValue={v("residence")} required aria-invalid={err("residence") ? true : undefined} aria-describedby={described("residence", true)}>
            <option value="">—</option>
            {residences.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </NativeSelect>
          <p id="hint-residence" className="text-xs text-muted-foreground">
            {t("taxReport.residenceHint")}
          </p>
          <FieldError id="error-residence" errors={err("residence")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="tax-citizenship">{t("taxPath.citizenship")}</Label>
          <NativeSelect id="tax-citizenship" name="citizenship" defaultValue={v("citizenship")} aria-invalid={err("citizenship") ? true : undefined} aria-describedby={described("citizenship", true)}>
            <option value="">{t("taxPath.citizenshipSame")}</option>
            {residences.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </NativeSelect>
          <p id="hint-citizenship" className="text-xs text-muted-foreground">
            {t("taxPath.citizenshipHint")}
          </p>
          <FieldError id="error-citizenship" errors={err("citizenship")} />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t("taxReport.relocate")}</legend>
          {radio("relocate", "yes", t("taxReport.relocateYes"))}
          {radio("relocate", "no", t("taxReport.relocateNo"))}
          <FieldError id="error-relocate" errors={err("relocate")} />
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="tax-relocateTo">{t("taxMove.relocateTo")}</Label>
          <NativeSelect id="tax-relocateTo" name="relocateTo" defaultValue={v("relocateTo")} aria-invalid={err("relocateTo") ? true : undefined} aria-describedby={described("relocateTo", true)}>
            <option value="">{t("taxMove.relocateToNone")}</option>
            <optgroup label={t("taxMove.withRegime")}>
              {REGIME_DESTINATIONS.map((code) => (
                <option key={code} value={code}>
                  {residences.find((r) => r.code === code)?.name ?? code}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("taxMove.otherCountries")}>
              {residences
                .filter((r) => !(REGIME_DESTINATIONS as readonly string[]).includes(r.code))
                .map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
            </optgroup>
          </NativeSelect>
          <p id="hint-relocateTo" className="text-xs text-muted-foreground">
            {t("taxMove.relocateToHint")}
          </p>
          <FieldError id="error-relocateTo" errors={err("relocateTo")} />
        </div>
        <HoldingsFieldset rows={values.holdings ?? []} enhanced={enhanced} err={err} />
        <div className="space-y-2">
          <Label htmlFor="tax-taxYear">{t("taxPath.taxYear")}</Label>
          <NativeSelect
            id="tax-taxYear"
            name="taxYear"
            defaultValue={v("taxYear") || String(taxYear)}
            required
            aria-invalid={err("taxYear") ? true : undefined}
            aria-describedby={described("taxYear", true)}
          >
            {TAX_YEARS.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
          <p id="hint-taxYear" className="text-xs text-muted-foreground">
            {t("taxPath.taxYearHint")}
          </p>
          <FieldError id="error-taxYear" errors={err("taxYear")} />
        </div>
      </fieldset>

      <fieldset ref={(el) => void (fieldsets.current[1] = el)} hidden={hidden(1)} className="space-y-4">
        {legend(1)}
        <div className="space-y-2">
          <Label htmlFor="tax-activity">{t("taxReport.activity")}</Label>
          <NativeSelect id="tax-activity" name="activity" defaultValue={v("activity")} required aria-invalid={err("activity") ? true : undefined} aria-describedby={described("activity")}>
            <option value="">—</option>
            {ACTIVITIES.map((a) => (
              <option key={a} value={a}>
                {t(activityKey(a))}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="error-activity" errors={err("activity")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(["revenue", "profit", "employees"] as const).map((k) => (
            <div key={k} className="space-y-2">
              <Label htmlFor={`tax-${k}`}>{t(`taxReport.${k}`)}</Label>
              <Input
                id={`tax-${k}`}
                name={k}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                defaultValue={v(k)}
                aria-invalid={err(k) ? true : undefined}
                aria-describedby={described(k, k === "profit")}
              />
              {k === "profit" ? (
                <p id="hint-profit" className="text-xs text-muted-foreground">
                  {t("taxReport.profitHint")}
                </p>
              ) : null}
              <FieldError id={`error-${k}`} errors={err(k)} />
            </div>
          ))}
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t("taxPath.owner")}</legend>
          {radio("owner", "individual", t("taxPath.ownerIndividual"), "individual")}
          {radio("owner", "company", t("taxPath.ownerCompany"))}
          <FieldError id="error-owner" errors={err("owner")} />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t("taxPath.customers")}</legend>
          {radio("customers", "home", t("taxPath.customersHome"))}
          {radio("customers", "abroad", t("taxPath.customersAbroad"))}
          {radio("customers", "mixed", t("taxPath.customersMixed"), "mixed")}
          <FieldError id="error-customers" errors={err("customers")} />
        </fieldset>
      </fieldset>

      <fieldset ref={(el) => void (fieldsets.current[2] = el)} hidden={hidden(2)} className="space-y-4">
        {legend(2)}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t("taxReport.distribute")}</legend>
          {radio("distribute", "yes", t("taxReport.distributeYes"))}
          {radio("distribute", "no", t("taxReport.distributeNo"))}
          <FieldError id="error-distribute" errors={err("distribute")} />
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="tax-managedFrom">{t("taxPath.managedFrom")}</Label>
          <NativeSelect id="tax-managedFrom" name="managedFrom" defaultValue={v("managedFrom")} aria-invalid={err("managedFrom") ? true : undefined} aria-describedby={described("managedFrom", true)}>
            <option value="">{t("taxPath.managedDefault")}</option>
            <option value="home">{t("taxPath.managedHome")}</option>
            <option value="abroad">{t("taxPath.managedAbroad")}</option>
          </NativeSelect>
          <p id="hint-managedFrom" className="text-xs text-muted-foreground">
            {t("taxPath.managedHint")}
          </p>
          <FieldError id="error-managedFrom" errors={err("managedFrom")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="tax-groupRevenueEur">{t("taxReport.groupRevenueEur")}</Label>
          <Input
            id="tax-groupRevenueEur"
            name="groupRevenueEur"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={v("groupRevenueEur") || "0"}
            aria-invalid={err("groupRevenueEur") ? true : undefined}
            aria-describedby={described("groupRevenueEur", true)}
          />
          <p id="hint-groupRevenueEur" className="text-xs text-muted-foreground">
            {t("taxReport.groupRevenueHint")}
          </p>
          <FieldError id="error-groupRevenueEur" errors={err("groupRevenueEur")} />
        </div>
      </fieldset>

      <fieldset ref={(el) => void (fieldsets.current[3] = el)} hidden={hidden(3)} className="space-y-3" aria-describedby="hint-candidates">
        {legend(3)}
        <p className="text-sm font-medium">{t("taxReport.candidates", { max: 8 })}</p>
        <p id="hint-candidates" className="text-xs text-muted-foreground">
          {t("taxReport.candidatesHint")}
        </p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {candidates.map((c) => (
            <label key={c.code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="candidates" value={c.code} defaultChecked={chosen.has(c.code)} className="size-4 accent-primary" />
              {c.name}
            </label>
          ))}
        </div>
        <fieldset className="space-y-2 pt-2" aria-describedby="hint-structures">
          <legend className="text-sm font-medium">{t("taxPath.structuresLegend")}</legend>
          <p id="hint-structures" className="text-xs text-muted-foreground">
            {t("taxPath.structuresHint")}
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {STRUCTURE_CANDIDATES.map((code) => (
              <label key={code} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="candidates" value={code} defaultChecked={chosen.has(code)} className="size-4 accent-primary" />
                {t(`taxPath.structure.${structureKey(code)}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError id="error-candidates" errors={candidateErrors.length ? candidateErrors : undefined} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-2">
        {enhanced && step > 0 ? (
          <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)}>
            {t("taxReport.back")}
          </Button>
        ) : null}
        {enhanced && step < STEP_TITLES.length - 1 ? (
          // Distinct keys: React must not turn the clicked Next button into the submit button mid-click
          // (the browser would then submit the form from step 3).
          <Button key="next" type="button" onClick={next}>
            {t("taxReport.next")}
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={busy}>
            {busy ? t("taxReport.running") : t("taxReport.run")}
          </Button>
        )}
      </div>
    </Form>
  );
}
