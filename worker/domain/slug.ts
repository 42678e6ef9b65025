/**
 * The label slug rule (spec §5), in one place: lower-cased, spaces → hyphens, repeated hyphens
 * collapsed, other non-word characters removed; a taken slug gets -2, -3…
 * Accented letters are folded to ASCII first (Turkish ı/İ included) so "Müşteri" → "musteri",
 * not "mteri"; a title with no word characters at all becomes "label".
 */
export function slugify(title: string): string {
  const folded = title
    .replace(/[ıİ]/g, "i")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const slug = folded
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "label";
}

export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
