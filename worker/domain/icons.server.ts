import { notFound } from "#worker/errors";

/**
 * Spec §7 icon sets. TaxAtlas draws every icon with lucide-react, so each set lists lucide's
 * names under the set's own namespace; the namespace tells the renderer the style (stroke width,
 * fill) and `grid` is the Tailwind size class of one cell (docs/decisions/030-icon-sets.md).
 */
export interface IconSet {
  namespace: string;
  name: string;
  grid: string;
  list: readonly string[];
}

const SETS = {
  feather: { namespace: "feather", name: "Feather", grid: "w-6 h-6" },
  "heroicons-outline": { namespace: "heroicons_outline", name: "Heroicons Outline", grid: "w-6 h-6" },
  "heroicons-solid": { namespace: "heroicons_solid", name: "Heroicons Solid", grid: "w-6 h-6" },
  "heroicons-mini": { namespace: "heroicons_mini", name: "Heroicons Mini", grid: "w-5 h-5" },
  "material-solid": { namespace: "mat_solid", name: "Material Solid", grid: "w-6 h-6" },
  "material-outline": { namespace: "mat_outline", name: "Material Outline", grid: "w-6 h-6" },
  "material-twotone": { namespace: "mat_twotone", name: "Material Twotone", grid: "w-6 h-6" },
} as const;

export const ICON_SET_IDS = Object.keys(SETS) as (keyof typeof SETS)[];

/** `names`: the lucide names (icon-names.server.ts), only loaded for a set that exists. */
export async function getIconSet(setId: string, names: () => Promise<readonly string[]>): Promise<IconSet> {
  if (!Object.hasOwn(SETS, setId)) throw notFound("Icon set not found");
  return { ...SETS[setId as keyof typeof SETS], list: await names() };
}
