/**
 * Writes worker/domain/catalogue-index.generated.ts: the few fields of the seed catalogue
 * (db/seed/data) that the Worker reads at run time — jurisdiction slugs and names, the structures'
 * names, jurisdictions and cost ranges for the tax engine, advisors' titles for chat. The full
 * data (summaries, rate histories, pros/cons, bios: ≈ 40 KiB gzip) is read from D1 by the
 * catalogue pages and only the seed needs it, so it stays out of the Worker bundle (decision 114).
 * Runs before every build (`npm run build`); test/unit/catalogue-index.test.ts checks it is current.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogueIndexSource } from "./catalogue-index";

const out = fileURLToPath(new URL("../worker/domain/catalogue-index.generated.ts", import.meta.url));
writeFileSync(out, catalogueIndexSource());
console.log("catalogue index: written");
