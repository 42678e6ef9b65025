// The two locales by their own paths: "date-fns/locale" is every locale (~540 modules that vitest
// transforms one by one).
import { enUS } from "date-fns/locale/en-US";
import { tr } from "date-fns/locale/tr";
import { useTranslation } from "react-i18next";

/** date-fns locale of the UI language (relative dates: "3 hours ago" / "3 saat önce"). */
export function useDateLocale() {
  const { i18n } = useTranslation();
  return i18n.language === "tr" ? tr : enUS;
}
