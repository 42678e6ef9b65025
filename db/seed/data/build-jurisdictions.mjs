#!/usr/bin/env node
// Reproduces the corporate-tax-rate numbers used in jurisdictions.ts.
//
// Source: Tax Foundation, "Corporate Tax Rates around the World" 2025 (the current headline rate) and 2023,
// plus the 1980–2022 history (dataset TaxFoundation/worldwide-corporate-tax-rates). Cite as "Tax Foundation, 2025".
//
// Usage (from the repo root):
//   node db/seed/data/build-jurisdictions.mjs [dataDir] [--all] [--check <jurisdictions.ts>]
//
//   dataDir   folder holding corporate-tax-rates-2025.csv, corporate-tax-rates-2023.csv and corporate-tax-rates-1980-2022.csv
//             (default: ../shared/data, relative to the current working directory)
//   --all     print every jurisdiction in the 2023 file, not only the ones TaxAtlas seeds
//   --check   instead of printing, compare the iso3/rate2023/rate2025/rateHistory values found in the given
//             TypeScript file with the CSVs and exit 1 on any mismatch
//
// Output: JSON object keyed by ISO3 with { iso2, csvName, continentCode, rate2023, rate2025, rateHistory }.
// rateHistory = 1980–2022, then the 2023 and 2025 points; it skips NA gaps (missing data, not zero), sorted by year.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** ISO3 codes seeded in jurisdictions.ts (keep in sync with that file). */
export const SEEDED_ISO3 = [
  "CYP", "IRL", "ARE", "SGP", "HKG", "MLT", "EST", "BGR", "HUN", "GEO",
  "NLD", "LUX", "CHE", "GBR", "USA", "PRT", "MUS", "SYC", "PAN", "VGB",
  "CYM", "BHS", "BMU", "TUR", "DEU", "FRA", "ESP", "ITA", "CAN", "AUS",
  "JPN", "IND", "BRA", "ISR", "POL", "CZE", "ROU", "GRC", "LVA", "LTU",
  "AND", "MCO", "GIB", "IMN", "JEY", "GGY", "MNE", "MKD", "QAT", "SAU",
  "AUT", "BEL", "LIE", "BHR", "SWE",
];

/** Minimal RFC 4180 CSV parser (quoted fields may contain commas and doubled quotes). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; }
        else quoted = false;
      } else field += c;
    } else if (c === '"') { quoted = true; wasQuoted = true; }
    else if (c === ",") { row.push({ value: field, quoted: wasQuoted }); field = ""; wasQuoted = false; }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push({ value: field, quoted: wasQuoted });
      if (row.length > 1 || row[0].value !== "") rows.push(row);
      row = []; field = ""; wasQuoted = false;
    } else field += c;
  }
  if (field !== "" || row.length) { row.push({ value: field, quoted: wasQuoted }); rows.push(row); }
  return rows;
}

function toNumber(cell) {
  const v = cell.value.trim();
  if (v === "" || (!cell.quoted && v.toUpperCase() === "NA")) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${JSON.stringify(v)}`);
  return n;
}

export function loadRates(dataDir) {
  const cur = parseCsv(readFileSync(join(dataDir, "corporate-tax-rates-2023.csv"), "utf8"));
  const latest = parseCsv(readFileSync(join(dataDir, "corporate-tax-rates-2025.csv"), "utf8"));
  const latestHeader = latest[0].map((c) => c.value);
  const lIso3 = latestHeader.indexOf("ISO3");
  const lRate = latestHeader.indexOf("Corporate Tax Rate");
  if ([lIso3, lRate].includes(-1)) throw new Error("Unexpected 2025 CSV header");
  const rates2025 = new Map(latest.slice(1).map((r) => [r[lIso3].value, toNumber(r[lRate])]));
  const hist = parseCsv(readFileSync(join(dataDir, "corporate-tax-rates-1980-2022.csv"), "utf8"));

  const curHeader = cur[0].map((c) => c.value);
  const iIso3 = curHeader.indexOf("ISO3");
  const iName = curHeader.indexOf("Country");
  const iCont = curHeader.indexOf("Continent");
  const iRate = curHeader.indexOf("Corporate Tax Rate");
  if ([iIso3, iName, iCont, iRate].includes(-1)) throw new Error("Unexpected 2023 CSV header");

  const histHeader = hist[0].map((c) => c.value);
  const hIso2 = histHeader.indexOf("iso_2");
  const hIso3 = histHeader.indexOf("iso_3");
  const yearCols = histHeader
    .map((h, i) => ({ year: Number(h), i }))
    .filter((y) => /^\d{4}$/.test(histHeader[y.i]));

  const history = new Map();
  for (const r of hist.slice(1)) {
    const iso3 = r[hIso3].value;
    const rateHistory = [];
    for (const { year, i } of yearCols) {
      const rate = toNumber(r[i]);
      if (rate !== null) rateHistory.push({ year, rate });
    }
    rateHistory.sort((a, b) => a.year - b.year);
    history.set(iso3, { iso2: r[hIso2].value, rateHistory });
  }

  const out = {};
  for (const r of cur.slice(1)) {
    const iso3 = r[iIso3].value;
    const h = history.get(iso3);
    const rate2023 = toNumber(r[iRate]);
    const rate2025 = rates2025.get(iso3) ?? null;
    const rateHistory = [...(h ? h.rateHistory : [])];
    if (rate2023 !== null) rateHistory.push({ year: 2023, rate: rate2023 });
    if (rate2025 !== null) rateHistory.push({ year: 2025, rate: rate2025 });
    out[iso3] = {
      iso2: h ? h.iso2 : null,
      csvName: r[iName].value,
      continentCode: r[iCont].value,
      rate2023,
      rate2025,
      rateHistory,
    };
  }
  return out;
}

/** Pulls iso3 / iso2 / continentCode / rate2023 / rate2025 / rateHistory out of the generated TS file. */
function extractFromTs(tsText) {
  const found = [];
  const re = /iso3:\s*"([A-Z]{3})",\s*iso2:\s*"([A-Z]{2})"[\s\S]*?continentCode:\s*"([A-Z]{2})",\s*rate2023:\s*([0-9.]+),\s*rate2025:\s*([0-9.]+),\s*rateHistory:\s*\[([\s\S]*?)\]/g;
  let m;
  while ((m = re.exec(tsText))) {
    const rateHistory = [...m[6].matchAll(/\{\s*year:\s*(\d{4}),\s*rate:\s*([0-9.]+)\s*\}/g)].map((x) => ({
      year: Number(x[1]),
      rate: Number(x[2]),
    }));
    found.push({ iso3: m[1], iso2: m[2], continentCode: m[3], rate2023: Number(m[4]), rate2025: Number(m[5]), rateHistory });
  }
  return found;
}

function main(argv) {
  const args = argv.slice(2);
  let dataDir = resolve("../shared/data");
  let all = false;
  let check = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--all") all = true;
    else if (args[i] === "--check") check = args[++i];
    else dataDir = resolve(args[i]);
  }
  const rates = loadRates(dataDir);

  if (check) {
    const entries = extractFromTs(readFileSync(check, "utf8"));
    const errors = [];
    for (const e of entries) {
      const csv = rates[e.iso3];
      if (!csv) { errors.push(`${e.iso3}: not in 2023 CSV`); continue; }
      if (csv.rate2023 !== e.rate2023) errors.push(`${e.iso3}: rate2023 ${e.rate2023} != CSV ${csv.rate2023}`);
      if (csv.rate2025 !== e.rate2025) errors.push(`${e.iso3}: rate2025 ${e.rate2025} != CSV ${csv.rate2025}`);
      if (csv.iso2 !== e.iso2) errors.push(`${e.iso3}: iso2 ${e.iso2} != CSV ${csv.iso2}`);
      if (csv.continentCode !== e.continentCode) errors.push(`${e.iso3}: continent ${e.continentCode} != CSV ${csv.continentCode}`);
      if (JSON.stringify(csv.rateHistory) !== JSON.stringify(e.rateHistory)) errors.push(`${e.iso3}: rateHistory differs from CSV`);
    }
    const seen = new Set(entries.map((e) => e.iso3));
    for (const iso3 of SEEDED_ISO3) if (!seen.has(iso3)) errors.push(`${iso3}: listed in SEEDED_ISO3 but not found in ${check}`);
    if (errors.length) {
      console.error(errors.join("\n"));
      console.error(`FAILED: ${errors.length} problem(s) in ${entries.length} entries`);
      process.exit(1);
    }
    console.log(`OK: ${entries.length} jurisdictions match the CSVs (rate2023, rate2025, iso2, continentCode, rateHistory)`);
    return;
  }

  const pick = all ? Object.keys(rates) : SEEDED_ISO3;
  const out = {};
  for (const iso3 of pick) {
    if (!rates[iso3]) { console.error(`warning: ${iso3} is not in the 2023 CSV`); continue; }
    out[iso3] = rates[iso3];
  }
  console.log(JSON.stringify(out, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("build-jurisdictions.mjs")) {
  main(process.argv);
}
