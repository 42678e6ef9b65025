import { formatDistanceToNowStrict } from "date-fns";
import { useDateLocale } from "./date";

/**
 * "3 hours ago" in the UI language. Server and browser compute it a moment apart, so the text may
 * differ by a second at hydration: that difference is expected, hence suppressHydrationWarning.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useDateLocale();
  return (
    <time dateTime={iso} title={iso} className={className} suppressHydrationWarning>
      {formatDistanceToNowStrict(new Date(iso), { addSuffix: true, locale })}
    </time>
  );
}
