import { useTranslation } from "react-i18next";
import { numberFormat } from "#app/lib/intl";

/** Service prices are USD amounts with cents (docs/api.md#inventory), formatted in the UI language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return numberFormat(i18n.language === "tr" ? "tr-TR" : "en-US", { style: "currency", currency: "USD" });
}
