import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";
import type { V2Option } from "./engine-v2";
import { usd } from "./format";

const linkClass = "text-primary underline-offset-4 hover:underline";

function Source({ source }: { source: { title: string; url: string } }) {
  return (
    <a href={source.url} className={`${linkClass} text-xs`} rel="noreferrer" target="_blank" lang="en">
      {source.title}
    </a>
  );
}

/**
 * What moving changes for one option (issue 32): the exit tax with its deferral, the destination's
 * personal regime with its conditions and what keeps the status, the residence test and trailing
 * liabilities of the state left, and the first year against the steady state. The law's texts and
 * the engine's notes are stored in English; `texts` holds their Turkish by the English text (the
 * loader's `movingTexts`), and a text without it is shown marked `lang="en"`.
 */
export function RelocationPanel({ option, j, locale, texts = {} }: { option: V2Option; j: (code: string) => string; locale: string; texts?: Record<string, string> }) {
  const { t } = useTranslation();
  const exit = option.exitTax;
  const regime = option.personalRegime;
  const leaving = option.leaving;
  if (!exit && !regime && !leaving) return null;
  /** A text in the reader's language, and `lang="en"` when only the English exists. */
  const say = (english: string) => texts[english] ?? english;
  const langOf = (english: string) => (locale === "en" || texts[english] !== undefined ? undefined : "en");
  return (
    <section className="space-y-3 rounded-md border p-3 text-sm" data-testid="option-relocation" aria-label={t("taxMove.title")}>
      <h4 className="font-semibold">{t("taxMove.title")}</h4>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t("taxMove.exitTax")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="option-exit-tax">
            {usd(option.taxes.exit ?? 0, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("taxMove.firstYear")}</dt>
          <dd className="font-semibold tabular-nums">{usd(option.firstYearTotal, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("taxMove.steadyState")}</dt>
          <dd className="font-semibold tabular-nums">{usd(option.steadyStateTotal, locale)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">{t("taxMove.firstYearWhy")}</p>

      {exit ? (
        <div className="space-y-1" data-testid="option-exit">
          <h5 className="font-medium">{t("taxMove.exitTitle", { country: j(exit.from) })}</h5>
          <p lang={langOf(exit.text)}>{say(exit.text)}</p>
          {exit.applies ? (
            <p className="tabular-nums">{t("taxMove.exitGain", { gain: usd(exit.gain, locale), amount: usd(exit.amount, locale) })}</p>
          ) : null}
          <p className="text-muted-foreground" lang={langOf(exit.note)}>
            {say(exit.note)}
          </p>
          {exit.deferral && exit.applies ? (
            <p data-testid="option-exit-deferral">
              <Badge variant="outline" className="mr-2">
                {t(`taxMove.deferral.${exit.deferral.kind === "on-request" ? "onRequest" : exit.deferral.kind}`)}
              </Badge>
              {exit.deferral.kind === "instalments" && exit.deferral.perInstalment !== undefined
                ? t("taxMove.instalments", { count: exit.deferral.instalments, amount: usd(exit.deferral.perInstalment, locale) })
                : t("taxMove.payableOnLeaving", { amount: usd(exit.deferral.payableOnLeaving, locale) })}{" "}
              <span className="text-muted-foreground" lang={langOf(exit.deferral.text)}>
                {say(exit.deferral.text)}
              </span>
            </p>
          ) : null}
          <Source source={exit.source} />
        </div>
      ) : null}

      {regime ? (
        <div className="space-y-1" data-testid="option-regime">
          <h5 className="font-medium">
            {t("taxMove.regimeTitle", { country: j(regime.country) })}: <span lang={langOf(regime.name)}>{say(regime.name)}</span>{" "}
            <Badge variant={regime.applied ? "success" : "outline"}>{t(regime.applied ? "taxMove.applied" : "taxMove.notApplied")}</Badge>
          </h5>
          <p lang={langOf(regime.text)}>{say(regime.text)}</p>
          <p className="text-muted-foreground" lang={langOf(regime.note)}>
            {say(regime.note)}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="option-regime-facts">
            {regime.minimumDays !== null ? <li>{t("taxMove.days", { count: regime.minimumDays })}</li> : null}
            {regime.years !== null ? <li>{t("taxMove.years", { count: regime.years })}</li> : null}
            {regime.priorNonResidentYears !== null ? <li>{t("taxMove.priorYears", { count: regime.priorNonResidentYears })}</li> : null}
            {regime.minimumInvestment !== null ? <li>{t("taxMove.investment", { amount: usd(regime.minimumInvestment, locale) })}</li> : null}
            {regime.annualCharge > 0 ? <li>{t("taxMove.annualCharge", { amount: usd(regime.annualCharge, locale) })}</li> : null}
          </ul>
          <p className="font-medium">{t("taxMove.conditions")}</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {regime.conditions.map((c) => (
              <li key={c} lang={langOf(c)}>
                {say(c)}
              </li>
            ))}
          </ul>
          <p className="font-medium">{t("taxMove.keep")}</p>
          <ul className="list-disc space-y-0.5 pl-5" data-testid="option-regime-keep">
            {regime.keep.map((c) => (
              <li key={c} lang={langOf(c)}>
                {say(c)}
              </li>
            ))}
          </ul>
          {regime.alternative ? (
            <p className="text-muted-foreground" lang={langOf(regime.alternative.text)}>
              {say(regime.alternative.text)}
            </p>
          ) : null}
          <Source source={regime.source} />
        </div>
      ) : null}

      {leaving ? (
        <div className="space-y-1" data-testid="option-leaving">
          <h5 className="font-medium">{t("taxMove.leavingTitle", { country: j(leaving.from) })}</h5>
          {leaving.residenceTest ? (
            <p>
              <span lang={langOf(leaving.residenceTest.text)}>{say(leaving.residenceTest.text)}</span> <Source source={leaving.residenceTest.source} />
            </p>
          ) : null}
          {leaving.trailing.length ? (
            <ul className="space-y-1">
              {leaving.trailing.map((l) => (
                <li key={l.ruleId}>
                  <Badge variant={l.applies ? "warning" : "outline"} className="mr-2">
                    {t(l.applies ? "taxMove.trailingApplies" : "taxMove.trailingNotApplies", { count: l.years })}
                  </Badge>
                  <span lang={langOf(l.text)}>{say(l.text)}</span> <Source source={l.source} />
                  {l.note ? (
                    <span className="block text-muted-foreground" lang={langOf(l.note)}>
                      {say(l.note)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
