import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Service prices are USD amounts with cents (docs/api.md#inventory), formatted in the UI language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(() => new Intl.NumberFormat(i18n.language === "tr" ? "tr-TR" : "en-US", { style: "currency", currency: "USD" }), [i18n.language]);
}
