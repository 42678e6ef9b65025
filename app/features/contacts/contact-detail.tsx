import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { ArrowLeft, Building2, Cake, Camera, Mail, MapPin, Pencil, Phone, Plus, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Contact } from "#worker/domain/contacts.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import type { useMutation } from "#app/features/workspace/mutation";
import { Avatar, ConfirmDialog, htmlToText, textToHtml } from "#app/features/workspace/states";
import { TagPicker } from "#app/features/workspace/tag-picker";
import { jobOf, type ContactsData } from "./types";
import { formatDate } from "#app/lib/dates";

/** One contact: read view, edit form (`?edit=1`), picture upload, delete. */
export function ContactDetail({ contact, data, run, backHref }: { contact: Contact; data: ContactsData; run: ReturnType<typeof useMutation>["run"]; backHref: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editing = params.get("edit") === "1";
  const [confirm, setConfirm] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const job = jobOf(contact);
  const country = new Map(data.countries.map((c) => [c.iso, c]));
  const tagTitle = new Map(data.tags.map((tag) => [tag.id, tag.title]));
  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set("edit", "1");
    else next.delete("edit");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const upload = async (file: File) => {
    const form = new FormData();
    form.set("id", contact.id);
    form.set("avatar", file);
    setUploading(true);
    await run(form);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <section aria-labelledby="contact-name" className="min-w-0 rounded-lg border bg-card">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <Button variant="ghost" size="sm" asChild className="lg:invisible">
          <Link to={backHref} preventScrollReset>
            <ArrowLeft aria-hidden="true" />
            {t("workspace.common.back")}
          </Link>
        </Button>
        <div className="flex gap-2">
          {editing ? null : (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("workspace.common.edit")}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" />
            {t("workspace.common.delete")}
          </Button>
        </div>
      </div>
      <div className="space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={contact.name} src={contact.avatar} className="size-20 text-xl" />
          <div className="min-w-0 flex-1">
            <h2 id="contact-name" className="text-xl font-semibold">
              {contact.name}
            </h2>
            {job.title || job.company ? <p className="text-sm text-muted-foreground" data-user-content>{[job.title, job.company].filter(Boolean).join(" · ")}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <input
                ref={fileRef}
                id="contact-avatar"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
              <Button variant="outline" size="sm" asChild>
                <label htmlFor="contact-avatar" className="cursor-pointer">
                  <Camera aria-hidden="true" />
                  {uploading ? t("workspace.contacts.uploading") : t("workspace.contacts.uploadAvatar")}
                </label>
              </Button>
              {contact.avatar ? (
                <Button variant="ghost" size="sm" onClick={() => void run({ intent: "update", id: contact.id, contact: { avatar: null } })}>
                  {t("workspace.contacts.removeAvatar")}
                </Button>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{t("workspace.contacts.avatarHint")}</p>
          </div>
        </div>
        {editing ? (
          <ContactForm contact={contact} data={data} run={run} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact icon={Mail} label={t("workspace.contacts.fields.emails")}>
              {contact.emails.length ? (
                <ul>
                  {contact.emails.map((e) => (
                    <li key={e.email}>
                      <a href={`mailto:${e.email}`} className="text-primary underline">
                        {e.email}
                      </a>
                      {e.label ? <span className="text-muted-foreground"> · {e.label}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Fact>
            <Fact icon={Phone} label={t("workspace.contacts.fields.phones")}>
              {contact.phoneNumbers.length ? (
                <ul>
                  {contact.phoneNumbers.map((p) => (
                    <li key={`${p.country}${p.phoneNumber}`}>
                      <a href={`tel:${country.get(p.country)?.code ?? ""}${p.phoneNumber.replace(/[^0-9+]/g, "")}`} className="text-primary underline">
                        {country.get(p.country)?.code} {p.phoneNumber}
                      </a>
                      <span className="text-muted-foreground"> · {country.get(p.country)?.name ?? p.country.toUpperCase()}{p.label ? `, ${p.label}` : ""}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Fact>
            <Fact icon={Building2} label={t("workspace.contacts.fields.company")}>
              {job.company}
            </Fact>
            <Fact icon={Cake} label={t("workspace.contacts.fields.birthday")}>
              {contact.birthday ? formatDate(contact.birthday, i18n.language, "long") : null}
            </Fact>
            <Fact icon={MapPin} label={t("workspace.contacts.fields.address")}>
              {contact.address}
            </Fact>
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("workspace.contacts.fields.tags")}</dt>
              <dd className="mt-1 flex flex-wrap gap-1">
                {contact.tags.length ? contact.tags.map((id) => <span key={id} className="rounded-full border px-2 py-0.5 text-xs">{tagTitle.get(id) ?? id}</span>) : <span className="text-muted-foreground">—</span>}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("workspace.contacts.fields.notes")}</dt>
              {/* notes are sanitized HTML (sanitizeHtml on write) */}
              <dd className="mt-1 space-y-2 [&_a]:text-primary [&_a]:underline" data-user-content dangerouslySetInnerHTML={{ __html: contact.notes || "—" }} />
            </div>
          </dl>
        )}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("workspace.contacts.deleteTitle", { name: contact.name })}
        body={t("workspace.contacts.deleteBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => void run({ intent: "delete", id: contact.id }, { revalidate: false }).then((ok) => ok && navigate(backHref))}
      />
    </section>
  );
}

function Fact({ icon: Icon, label, children }: { icon: React.ComponentType<{ className?: string }>; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function ContactForm({ contact, data, run, onDone }: { contact: Contact; data: ContactsData; run: ReturnType<typeof useMutation>["run"]; onDone: () => void }) {
  const { t } = useTranslation();
  const job = jobOf(contact);
  const [form, setForm] = useState({
    name: contact.name,
    title: job.title ?? "",
    company: job.company ?? "",
    emails: contact.emails.length ? contact.emails : [{ email: "", label: "" }],
    phoneNumbers: contact.phoneNumbers,
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : "",
    address: contact.address ?? "",
    notes: contact.notes ? htmlToText(contact.notes) : "",
    tags: contact.tags,
  });
  const [tags, setTags] = useState(data.tags);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    setBusy(true);
    const ok = await run({
      intent: "update",
      id: contact.id,
      contact: {
        name: form.name,
        job: { title: form.title || null, company: form.company || null },
        emails: form.emails.filter((e) => e.email.trim()),
        phoneNumbers: form.phoneNumbers.filter((p) => p.phoneNumber.trim()),
        birthday: form.birthday || null,
        address: form.address || null,
        notes: form.notes.trim() ? textToHtml(form.notes) : null,
        tags: form.tags,
      },
    });
    setBusy(false);
    if (ok) onDone();
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="contact-name-input">{t("workspace.contacts.fields.name")}</Label>
        <Input id="contact-name-input" value={form.name} onChange={(e) => set("name", e.target.value)} required maxLength={120} autoFocus />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="contact-title">{t("workspace.contacts.fields.jobTitle")}</Label>
          <Input id="contact-title" value={form.title} onChange={(e) => set("title", e.target.value)} maxLength={120} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="contact-company">{t("workspace.contacts.fields.company")}</Label>
          <Input id="contact-company" value={form.company} onChange={(e) => set("company", e.target.value)} maxLength={120} />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("workspace.contacts.fields.emails")}</legend>
        {form.emails.map((e, i) => (
          <div key={i} className="flex gap-2">
            <Input type="email" value={e.email} onChange={(ev) => set("emails", form.emails.map((x, j) => (j === i ? { ...x, email: ev.target.value } : x)))} aria-label={t("workspace.contacts.emailN", { n: i + 1 })} maxLength={254} />
            <Input value={e.label} onChange={(ev) => set("emails", form.emails.map((x, j) => (j === i ? { ...x, label: ev.target.value } : x)))} aria-label={t("workspace.contacts.labelN", { n: i + 1 })} placeholder={t("workspace.contacts.labelPlaceholder")} className="w-32" maxLength={40} />
            <RemoveButton label={t("workspace.contacts.removeEmail", { n: i + 1 })} onClick={() => set("emails", form.emails.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => set("emails", [...form.emails, { email: "", label: "" }])}>
          <Plus aria-hidden="true" />
          {t("workspace.contacts.addEmail")}
        </Button>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("workspace.contacts.fields.phones")}</legend>
        {form.phoneNumbers.map((p, i) => (
          <div key={i} className="flex flex-wrap gap-2 sm:flex-nowrap">
            <NativeSelect value={p.country} onChange={(ev) => set("phoneNumbers", form.phoneNumbers.map((x, j) => (j === i ? { ...x, country: ev.target.value } : x)))} aria-label={t("workspace.contacts.countryN", { n: i + 1 })} className="sm:w-48">
              {data.countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.name} ({c.code})
                </option>
              ))}
            </NativeSelect>
            <Input type="tel" value={p.phoneNumber} onChange={(ev) => set("phoneNumbers", form.phoneNumbers.map((x, j) => (j === i ? { ...x, phoneNumber: ev.target.value } : x)))} aria-label={t("workspace.contacts.phoneN", { n: i + 1 })} maxLength={30} className="min-w-0 flex-1" />
            <RemoveButton label={t("workspace.contacts.removePhone", { n: i + 1 })} onClick={() => set("phoneNumbers", form.phoneNumbers.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => set("phoneNumbers", [...form.phoneNumbers, { country: data.countries.find((c) => c.iso === "cy")?.iso ?? data.countries[0]!.iso, phoneNumber: "", label: "" }])}>
          <Plus aria-hidden="true" />
          {t("workspace.contacts.addPhone")}
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="contact-birthday">{t("workspace.contacts.fields.birthday")}</Label>
          <Input id="contact-birthday" type="date" value={form.birthday} onChange={(e) => set("birthday", e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="contact-address">{t("workspace.contacts.fields.address")}</Label>
          <Input id="contact-address" value={form.address} onChange={(e) => set("address", e.target.value)} maxLength={300} />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="contact-notes">{t("workspace.contacts.fields.notes")}</Label>
        <Textarea id="contact-notes" value={form.notes} onChange={(e) => set("notes", e.target.value)} rows={4} />
      </div>
      <TagPicker
        legend={t("workspace.contacts.fields.tags")}
        tags={tags}
        selected={form.tags}
        onChange={(ids) => set("tags", ids)}
        onCreate={async (title) => {
          const tag = await run<{ id: string; title: string }>({ intent: "tagCreate", tag: { title } }, { revalidate: false });
          if (tag) setTags((ts) => [...ts, tag]);
          return tag;
        }}
      />
      <div className="flex justify-end gap-2 border-t pt-4">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("workspace.common.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("workspace.common.saving") : t("workspace.common.save")}
        </Button>
      </div>
    </form>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" onClick={onClick}>
      <X aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
