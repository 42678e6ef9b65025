import { Fragment, type ReactNode } from "react";

/**
 * The text with every case-insensitive occurrence of `query` in <mark> (the header search's task
 * titles, spec §5, and the tasks list's search): the API returns plain titles, highlighting is the
 * client's job.
 */
export function Highlight({ text, query, markClassName }: { text: string; query: string; markClassName?: string }) {
  const q = query.trim();
  if (!q) return <>{text}</>;
  const parts: ReactNode[] = [];
  const lower = text.toLocaleLowerCase();
  const needle = q.toLocaleLowerCase();
  let at = 0;
  for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, at)) {
    parts.push(text.slice(at, i), <mark key={i} className={markClassName}>{text.slice(i, i + q.length)}</mark>);
    at = i + q.length;
  }
  parts.push(text.slice(at));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}
