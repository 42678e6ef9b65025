import { format, type Locale } from "date-fns";
import { tr } from "date-fns/locale/tr";
import { useHydrated } from "#app/lib/use-hydrated";
import { useTranslation } from "react-i18next";

export const ITEM_TIME_FORMAT = "MMM dd, h:mm a";

export function useDateLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  return i18n.language === "tr" ? tr : undefined;
}

const utcFields = (date: Date) => new Date(date.getTime() + date.getTimezoneOffset() * 60_000);

export function LocalTime({ iso, pattern = ITEM_TIME_FORMAT, className }: { iso: string; pattern?: string; className?: string }) {
  const locale = useDateLocale();
  const hydrated = useHydrated();
  const date = new Date(iso);
  return (
    <time dateTime={iso} className={className}>
      {format(hydrated ? date : utcFields(date), pattern, { locale })}
    </time>
  );
}
