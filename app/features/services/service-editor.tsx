import { ImagePlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "#worker/domain/inventory.server";
import { toCents, toDollars } from "#worker/domain/money";
import { priceOf } from "#worker/domain/service-price";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Sheet, SheetContent } from "#app/components/ui/sheet";
import { Switch } from "#app/components/ui/switch";
import { Textarea } from "#app/components/ui/textarea";
import type { useMutation } from "#app/features/workspace/mutation";
import { TagPicker } from "#app/features/workspace/tag-picker";
import type { ServicesData } from "./types";
import { useMoney } from "./money";

type Tag = ServicesData["tags"][number];

function Field({ id, label, children, hint }: { id: string; label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** One of the shared reference lists (categories, brands, vendors), or none. */
function RefSelect({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (v: string) => void; options: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("workspace.common.none")}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const num = (v: string) => (v.trim() === "" ? 0 : Number(v));

/**
 * The side panel that edits one service: what it is (category, jurisdiction/service line, who
 * delivers it, tags), its price (base + tax %, the total shown read-only by the server's own rule),
 * capacity (stock = engagements offered, reserved = taken) and pictures.
 */
export function ServiceEditor({
  product,
  data,
  run,
  onClose,
  onDelete,
  onSaved,
}: {
  product: Product;
  data: ServicesData;
  run: ReturnType<typeof useMutation>["run"];
  onClose: () => void;
  onDelete: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [form, setForm] = useState({
    name: product.name,
    description: product.description,
    category: product.category ?? "",
    brand: product.brand ?? "",
    vendor: product.vendor ?? "",
    tags: product.tags,
    sku: product.sku,
    basePrice: String(product.basePrice),
    taxPercent: String(product.taxPercent),
    stock: String(product.stock),
    reserved: String(product.reserved),
    images: product.images,
    active: product.active,
  });
  const [tags, setTags] = useState<Tag[]>(data.tags);
  const [newImage, setNewImage] = useState("");
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  // the server's rule, in cents (decision 323); the form is in dollars
  const price = toDollars(priceOf(toCents(num(form.basePrice) || 0), num(form.taxPercent) || 0));

  const save = async () => {
    setBusy(true);
    const saved = await run<Product>({
      intent: "update",
      id: product.id,
      product: {
        name: form.name,
        description: form.description,
        category: form.category || null,
        brand: form.brand || null,
        vendor: form.vendor || null,
        tags: form.tags,
        sku: form.sku,
        basePrice: num(form.basePrice),
        taxPercent: num(form.taxPercent),
        stock: Math.trunc(num(form.stock)),
        reserved: Math.trunc(num(form.reserved)),
        images: form.images,
        // The first picture is the table's thumbnail.
        thumbnail: form.images[0] ?? null,
        active: form.active,
      },
    });
    setBusy(false);
    if (saved) onSaved();
  };


  return (
    <Sheet open onOpenChange={(o) => !o && onClose()}>
      <SheetContent title={t("workspace.services.editTitle")} closeLabel={t("workspace.common.close")} description={product.name}>
        <form
          className="flex-1 space-y-4 overflow-y-auto p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field id="svc-name" label={t("workspace.services.fields.name")}>
            <Input id="svc-name" value={form.name} onChange={(e) => set("name", e.target.value)} required maxLength={160} />
          </Field>
          <Field id="svc-description" label={t("workspace.services.fields.description")}>
            <Textarea id="svc-description" value={form.description} onChange={(e) => set("description", e.target.value)} rows={3} maxLength={5000} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <RefSelect id="svc-category" label={t("workspace.services.fields.category")} value={form.category} onChange={(v) => set("category", v)} options={data.categories} />
            <RefSelect id="svc-brand" label={t("workspace.services.fields.brand")} value={form.brand} onChange={(v) => set("brand", v)} options={data.brands} />
            <RefSelect id="svc-vendor" label={t("workspace.services.fields.vendor")} value={form.vendor} onChange={(v) => set("vendor", v)} options={data.vendors} />
          </div>
          <TagPicker
            legend={t("workspace.services.fields.tags")}
            tags={tags}
            selected={form.tags}
            onChange={(ids) => set("tags", ids)}
            onCreate={async (title) => {
              const tag = await run<Tag>({ intent: "tagCreate", tag: { title } }, { revalidate: false });
              if (tag) setTags((ts) => [...ts, tag].sort((a, b) => a.title.localeCompare(b.title)));
              return tag;
            }}
          />
          <Field id="svc-sku" label={t("workspace.services.fields.sku")}>
            <Input id="svc-sku" value={form.sku} onChange={(e) => set("sku", e.target.value)} maxLength={60} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="svc-base" label={t("workspace.services.fields.basePrice")}>
              <Input id="svc-base" type="number" inputMode="decimal" min={0} step="0.01" value={form.basePrice} onChange={(e) => set("basePrice", e.target.value)} />
            </Field>
            <Field id="svc-tax" label={t("workspace.services.fields.taxPercent")}>
              <Input id="svc-tax" type="number" inputMode="decimal" min={0} max={100} step="0.001" value={form.taxPercent} onChange={(e) => set("taxPercent", e.target.value)} />
            </Field>
            <Field id="svc-price" label={t("workspace.services.fields.price")} hint={t("workspace.services.priceHint")}>
              <Input id="svc-price" value={money.format(price)} readOnly aria-readonly="true" className="bg-muted font-semibold" />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="svc-stock" label={t("workspace.services.fields.stock")} hint={t("workspace.services.stockHint")}>
              <Input id="svc-stock" type="number" min={0} step={1} value={form.stock} onChange={(e) => set("stock", e.target.value)} />
            </Field>
            <Field id="svc-reserved" label={t("workspace.services.fields.reserved")}>
              <Input id="svc-reserved" type="number" min={0} step={1} value={form.reserved} onChange={(e) => set("reserved", e.target.value)} />
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("workspace.services.fields.images")}</legend>
            {form.images.length === 0 ? <p className="text-sm text-muted-foreground">{t("workspace.services.noImages")}</p> : null}
            <ul className="grid grid-cols-3 gap-2">
              {form.images.map((src, i) => (
                <li key={src} className="relative">
                  <img src={src} alt={t("workspace.services.imageN", { n: i + 1 })} className="aspect-square w-full rounded border object-cover" />
                  <Button type="button" variant="outline" size="icon" className="absolute right-1 top-1 size-7" onClick={() => set("images", form.images.filter((x) => x !== src))}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">{t("workspace.services.removeImage", { n: i + 1 })}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <Input type="url" value={newImage} onChange={(e) => setNewImage(e.target.value)} placeholder="https://…" aria-label={t("workspace.services.imageUrl")} />
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  if (/^https:\/\/\S+$/.test(newImage.trim()) && !form.images.includes(newImage.trim())) {
                    set("images", [...form.images, newImage.trim()]);
                    setNewImage("");
                  }
                }}
              >
                <ImagePlus aria-hidden="true" />
                {t("workspace.services.addImage")}
              </Button>
            </div>
          </fieldset>
          <div className="flex items-center gap-3">
            <Switch id="svc-active" checked={form.active} onCheckedChange={(v) => set("active", v)} />
            <Label htmlFor="svc-active">{t("workspace.services.fields.active")}</Label>
          </div>
          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button type="button" variant="destructive" onClick={onDelete}>
              {t("workspace.common.delete")}
            </Button>
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {t("workspace.common.close")}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t("workspace.common.saving") : t("workspace.common.save")}
              </Button>
            </div>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
