import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";

/**
 * On a saved report: the rules it used that have changed since (issue 32 §3), and the free
 * recompute (the report route's action). Nothing when there is none.
 */
export function RuleChangeNotice({ changes, action }: { changes: string[]; action: string }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="rule-change" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 print:hidden" data-testid="rule-change">
      <h2 id="rule-change" className="font-semibold">
        {t("rules.ruleChanged")}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="text-sm">{t("rules.ruleChangedBody")}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="recompute" />
        <Button type="submit">{t("rules.recompute")}</Button>
      </Form>
    </section>
  );
}
