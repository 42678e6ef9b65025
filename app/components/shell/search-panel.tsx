import { useNavigate } from "@remix-run/react";
import { Command } from "cmdk";
import { Search as SearchIcon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SearchResult } from "#worker/domain/search.server";
import { Highlight } from "#app/components/highlight";
import { cn } from "#app/lib/utils";
import { isErrorData, useShellFetcher } from "./use-shell-fetcher";

// The open header search (search.tsx): cmdk's input and suggestion list, in a module the browser
// loads on the first open (`lazyPart`, #app/lib/lazy-part).

/** Spec §5, §9: send only from 2 characters, after a 300 ms pause. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;

/** The open search bar, mounted while open: closing unmounts it, which clears the query. */
export function SearchPanel({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useShellFetcher<SearchResult[]>();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentFor = useRef("");

  useEffect(() => {
    requestAnimationFrame(() => inputRef.current?.focus());
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < SEARCH_MIN_CHARS) {
      setResults(null);
      setListOpen(false);
      return;
    }
    const timer = setTimeout(() => {
      sentFor.current = q;
      fetcher.load(`/resources/search?${new URLSearchParams({ q })}`);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.load is stable enough; re-run only on the query
  }, [query]);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined) return;
    if (sentFor.current !== query.trim()) return; // an answer to an older query
    setResults(isErrorData(fetcher.data) ? [] : fetcher.data);
    setListOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const go = (link: string) => {
    close();
    navigate(link);
  };

  return (
    <div className="absolute inset-0 z-40 flex items-center bg-card px-3 sm:px-4" data-testid="search-bar">
      <Command
        shouldFilter={false}
        label={t("search.label")}
        className="relative flex w-full items-center"
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          e.preventDefault();
          if (listOpen) setListOpen(false);
          else close();
        }}
      >
        <SearchIcon className="mr-2 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={(v) => setQuery(v)}
          onFocus={() => results && setListOpen(true)}
          placeholder={t("search.placeholder")}
          className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        <button
          type="button"
          onClick={close}
          aria-label={t("search.close")}
          className="ml-2 rounded-full p-2 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <Command.List
          className={cn(
            "absolute left-0 right-0 top-full mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-lg border bg-card p-1 shadow-lg",
            !(listOpen && results) && "hidden",
          )}
        >
          {results && results.length === 0 ? <div className="px-3 py-6 text-center text-sm text-muted-foreground">{t("search.noResults")}</div> : null}
          {results?.map((set) => (
            <Command.Group
              key={set.id}
              heading={set.label}
              className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground"
            >
              {set.results.map((r) => (
                <Command.Item
                  key={`${set.id}:${r.id}`}
                  value={`${set.id}:${r.id}`}
                  onSelect={() => go(r.link)}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent"
                >
                  {set.id === "contacts" && "avatar" in r ? (
                    <>
                      {r.avatar ? <img src={r.avatar} alt="" className="size-7 rounded-full" /> : <span className="flex size-7 items-center justify-center rounded-full bg-muted text-xs font-semibold">{r.name.slice(0, 1)}</span>}
                      <span>{r.name}</span>
                    </>
                  ) : set.id === "tasks" && "completed" in r ? (
                    <span className={cn(r.completed && "text-muted-foreground line-through")} data-completed={r.completed}>
                      <Highlight text={r.title} query={query} markClassName="rounded-sm bg-amber-200 px-0.5 text-foreground" />
                      {r.completed ? <span className="sr-only"> ({t("search.completed")})</span> : null}
                    </span>
                  ) : set.id === "jurisdictions" && "iso3" in r ? (
                    <>
                      <span className="w-9 shrink-0 font-mono text-xs text-muted-foreground">{r.iso3}</span>
                      <span>{r.name}</span>
                    </>
                  ) : (
                    <span>{"title" in r ? r.title : r.value}</span>
                  )}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </div>
  );
}
