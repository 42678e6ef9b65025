import { enUS, tr } from "date-fns/locale";
import { useTranslation } from "react-i18next";

/** date-fns locale of the UI language (relative dates: "3 hours ago" / "3 saat önce"). */
export function useDateLocale() {
  const { i18n } = useTranslation();
  return i18n.language === "tr" ? tr : enUS;
}
