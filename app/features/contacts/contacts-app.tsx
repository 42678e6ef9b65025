import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { Plus, Search, Tags, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Contact } from "#worker/domain/contacts.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useDebouncedEffect, useMutation } from "#app/features/workspace/mutation";
import { Avatar, EmptyState, MutationAlert } from "#app/features/workspace/states";
import { deferred } from "#app/lib/deferred";
import { cn } from "#app/lib/utils";
import type { ContactDetail as ContactDetailType } from "./contact-detail";
import { jobOf, type ContactsData } from "./types";
import { ManageTags } from "./manage-tags";

/**
 * The open contact's pane (its editor, notes and tags: ~5 KiB gzip) is its own chunk, requested
 * when a contact is open instead of preloaded with every contacts page (issue 28). The server
 * renders it as before.
 */
const ContactDetail = deferred<typeof ContactDetailType>("ContactDetail", () => import("./contact-detail").then((m) => m.ContactDetail), { placeholder: "none" });

type Data = ContactsData;

/** The address book: search by name (server), grouped by initial; details beside the list. */
export function ContactsApp({ data }: { data: Data }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { run, error, clearError, busy } = useMutation("/resources/contacts");
  const [query, setQuery] = useState(data.query);
  const [managing, setManaging] = useState(false);
  const tagById = useMemo(() => new Map(data.tags.map((tag) => [tag.id, tag.title])), [data.tags]);
  const suffix = data.query ? `?q=${encodeURIComponent(data.query)}` : "";

  useDebouncedEffect(query, 300, (value) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set("q", value);
    else next.delete("q");
    navigate({ search: next.toString() ? `?${next}` : "" }, { replace: true, preventScrollReset: true });
  });

  const groups = useMemo(() => {
    const out: [string, Contact[]][] = [];
    for (const c of data.contacts) {
      const letter = (c.name[0] ?? "#").toLocaleUpperCase();
      const last = out[out.length - 1];
      if (last && last[0] === letter) last[1].push(c);
      else out.push([letter, [c]]);
    }
    return out;
  }, [data.contacts]);

  const create = async () => {
    const created = await run<Contact>({ intent: "create" }, { revalidate: false });
    if (created) navigate(`/apps/contacts/${created.id}?edit=1`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.contacts.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("workspace.contacts.count", { count: data.contacts.length })}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setManaging(true)}>
            <Tags aria-hidden="true" />
            {t("workspace.contacts.manageTags")}
          </Button>
          <Button onClick={() => void create()} disabled={busy}>
            <Plus aria-hidden="true" />
            {t("workspace.contacts.new")}
          </Button>
        </div>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="contacts-list-title" className={cn("min-w-0 space-y-3", data.open && "hidden lg:block")}>
          <h2 id="contacts-list-title" className="sr-only">
            {t("workspace.contacts.list")}
          </h2>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("workspace.contacts.search")} aria-label={t("workspace.contacts.search")} className="pl-9" />
          </div>
          {data.contacts.length === 0 ? (
            <EmptyState title={data.query ? t("workspace.contacts.noMatch", { query: data.query }) : t("workspace.contacts.empty")} icon={Users} />
          ) : (
            <div className="rounded-lg border bg-card">
              {groups.map(([letter, list]) => (
                <div key={letter}>
                  <h3 className="sticky top-0 border-b bg-muted/60 px-4 py-1 text-xs font-semibold text-muted-foreground">{letter}</h3>
                  <ul>
                    {list.map((c) => {
                      const job = jobOf(c);
                      return (
                        <li key={c.id}>
                          <Link
                            to={`/apps/contacts/${c.id}${suffix}`}
                            preventScrollReset
                            aria-current={data.open?.id === c.id ? "true" : undefined}
                            className={cn("flex items-center gap-3 border-b px-4 py-2.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring", data.open?.id === c.id && "bg-accent")}
                            data-contact-id={c.id}
                          >
                            <Avatar name={c.name} src={c.avatar} />
                            <span className="min-w-0 flex-1">
                              <span className="block truncate font-medium">{c.name}</span>
                              <span className="block truncate text-xs text-muted-foreground" data-user-content>{[job.title, job.company].filter(Boolean).join(" · ") || c.emails[0]?.email || ""}</span>
                            </span>
                            {c.tags.slice(0, 2).map((id) => (tagById.get(id) ? <span key={id} className="hidden rounded-full border px-2 text-xs sm:inline">{tagById.get(id)}</span> : null))}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>
        {data.open ? (
          <ContactDetail key={data.open.id} contact={data.open} data={data} run={run} backHref={`/apps/contacts${suffix}`} />
        ) : (
          <div className="hidden lg:block">
            <EmptyState title={t("workspace.contacts.select")} icon={Users} />
          </div>
        )}
      </div>
      <ManageTags open={managing} onOpenChange={setManaging} tags={data.tags} run={run} />
    </div>
  );
}
