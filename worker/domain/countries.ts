/**
 * Countries served by GET /api/apps/contacts/countries (phone-number country pickers): every EU
 * member, the rest of Europe, and the jurisdictions TaxAtlas clients and advisors deal with most.
 * `iso` is ISO 3166-1 alpha-2 in lower case (it is also the id); `code` is the calling code.
 */
export interface Country {
  id: string;
  iso: string;
  name: string;
  code: string;
  /** CSS background-position of this flag in the template client's flag sprite (docs/decisions/064) */
  flagImagePos: string;
  /** the flag as an emoji (regional-indicator pair), for clients that draw flags without the sprite */
  flag: string;
}

const LIST: [iso: string, name: string, code: string][] = [
  ["ad", "Andorra", "+376"],
  ["ae", "United Arab Emirates", "+971"],
  ["ag", "Antigua and Barbuda", "+1"],
  ["al", "Albania", "+355"],
  ["am", "Armenia", "+374"],
  ["ar", "Argentina", "+54"],
  ["at", "Austria", "+43"],
  ["au", "Australia", "+61"],
  ["az", "Azerbaijan", "+994"],
  ["ba", "Bosnia and Herzegovina", "+387"],
  ["bb", "Barbados", "+1"],
  ["be", "Belgium", "+32"],
  ["bg", "Bulgaria", "+359"],
  ["bh", "Bahrain", "+973"],
  ["bm", "Bermuda", "+1"],
  ["br", "Brazil", "+55"],
  ["bs", "Bahamas", "+1"],
  ["by", "Belarus", "+375"],
  ["bz", "Belize", "+501"],
  ["ca", "Canada", "+1"],
  ["ch", "Switzerland", "+41"],
  ["cl", "Chile", "+56"],
  ["cn", "China", "+86"],
  ["co", "Colombia", "+57"],
  ["cr", "Costa Rica", "+506"],
  ["cy", "Cyprus", "+357"],
  ["cz", "Czechia", "+420"],
  ["de", "Germany", "+49"],
  ["dk", "Denmark", "+45"],
  ["eg", "Egypt", "+20"],
  ["ee", "Estonia", "+372"],
  ["es", "Spain", "+34"],
  ["fi", "Finland", "+358"],
  ["fr", "France", "+33"],
  ["gb", "United Kingdom", "+44"],
  ["ge", "Georgia", "+995"],
  ["gg", "Guernsey", "+44"],
  ["gi", "Gibraltar", "+350"],
  ["gr", "Greece", "+30"],
  ["hk", "Hong Kong", "+852"],
  ["hr", "Croatia", "+385"],
  ["hu", "Hungary", "+36"],
  ["id", "Indonesia", "+62"],
  ["ie", "Ireland", "+353"],
  ["il", "Israel", "+972"],
  ["im", "Isle of Man", "+44"],
  ["in", "India", "+91"],
  ["is", "Iceland", "+354"],
  ["it", "Italy", "+39"],
  ["je", "Jersey", "+44"],
  ["jo", "Jordan", "+962"],
  ["jp", "Japan", "+81"],
  ["kr", "South Korea", "+82"],
  ["kw", "Kuwait", "+965"],
  ["ky", "Cayman Islands", "+1"],
  ["kz", "Kazakhstan", "+7"],
  ["li", "Liechtenstein", "+423"],
  ["lt", "Lithuania", "+370"],
  ["lu", "Luxembourg", "+352"],
  ["lv", "Latvia", "+371"],
  ["ma", "Morocco", "+212"],
  ["mc", "Monaco", "+377"],
  ["md", "Moldova", "+373"],
  ["me", "Montenegro", "+382"],
  ["mk", "North Macedonia", "+389"],
  ["mt", "Malta", "+356"],
  ["mu", "Mauritius", "+230"],
  ["mx", "Mexico", "+52"],
  ["my", "Malaysia", "+60"],
  ["ng", "Nigeria", "+234"],
  ["nl", "Netherlands", "+31"],
  ["no", "Norway", "+47"],
  ["nz", "New Zealand", "+64"],
  ["om", "Oman", "+968"],
  ["pa", "Panama", "+507"],
  ["ph", "Philippines", "+63"],
  ["pl", "Poland", "+48"],
  ["pt", "Portugal", "+351"],
  ["qa", "Qatar", "+974"],
  ["ro", "Romania", "+40"],
  ["rs", "Serbia", "+381"],
  ["ru", "Russia", "+7"],
  ["sa", "Saudi Arabia", "+966"],
  ["sc", "Seychelles", "+248"],
  ["se", "Sweden", "+46"],
  ["sg", "Singapore", "+65"],
  ["si", "Slovenia", "+386"],
  ["sk", "Slovakia", "+421"],
  ["sm", "San Marino", "+378"],
  ["th", "Thailand", "+66"],
  ["tr", "Türkiye", "+90"],
  ["tw", "Taiwan", "+886"],
  ["ua", "Ukraine", "+380"],
  ["us", "United States", "+1"],
  ["uy", "Uruguay", "+598"],
  ["uz", "Uzbekistan", "+998"],
  ["vg", "British Virgin Islands", "+1"],
  ["vn", "Vietnam", "+84"],
  ["za", "South Africa", "+27"],
];

/**
 * Vertical offset (px) of each flag in the template's sprite (one flag per 17 px row, 1 px inset).
 * The sprite has no rows for the Crown Dependencies; Guernsey, Jersey and the Isle of Man point at
 * the United Kingdom's row (their `flag` emoji is their own).
 */
const FLAG_SPRITE_Y: Record<string, number> = {
  ad: 766, ae: 3061, ag: 1140, al: 1310, am: 205, ar: 3282, at: 1735, au: 2279, az: 1599, ba: 2092, bb: 2075,
  be: 1, bg: 3537, bh: 1956, bm: 2585, br: 1004, bs: 460, by: 1412, bz: 613, ca: 1803, ch: 1718, cl: 1752,
  cn: 1072, co: 409, cr: 2857, cy: 732, cz: 3095, de: 3452, dk: 1820, eg: 3027, ee: 3333, es: 1480, fi: 2568,
  fr: 324, gb: 86, ge: 1123, gi: 341, gr: 188, hk: 3707, hr: 1174, hu: 902, id: 2653, ie: 2670, il: 426,
  in: 2245, is: 2704, it: 154, jo: 1905, jp: 528, kr: 3078, kw: 3435, ky: 375, kz: 1565, li: 1276, lt: 1446,
  lu: 1922, lv: 2619, ma: 3214, mc: 1191, md: 3690, me: 2976, mk: 1769, mt: 2041, mu: 2993, mx: 2755, my: 2517,
  ng: 3418, nl: 1888, no: 1089, nz: 2024, om: 3384, pa: 1106, ph: 2432, pl: 1514, pt: 664, qa: 579, ro: 885,
  rs: 3401, ru: 868, sa: 52, sc: 1327, se: 494, sg: 35, si: 1582, sk: 3044, sm: 2908, th: 1242, tr: 2126,
  tw: 647, ua: 2721, us: 69, uy: 3571, uz: 1293, vg: 1854, vn: 1259, za: 3248,
};
const SPRITE_FALLBACK: Record<string, string> = { gg: "gb", je: "gb", im: "gb" };

export const flagImagePosOf = (iso: string) => `-1px -${FLAG_SPRITE_Y[iso] ?? FLAG_SPRITE_Y[SPRITE_FALLBACK[iso]]}px`;
export const flagEmojiOf = (iso: string) => String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export const COUNTRIES: readonly Country[] = LIST.map(([iso, name, code]) => ({ id: iso, iso, name, code, flagImagePos: flagImagePosOf(iso), flag: flagEmojiOf(iso) })).sort((a, b) =>
  a.name.localeCompare(b.name, "en"),
);

export const COUNTRY_ISOS: ReadonlySet<string> = new Set(LIST.map(([iso]) => iso));
