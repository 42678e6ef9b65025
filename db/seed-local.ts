import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSeedStatements } from "./seed";

// Seeds the local D1 (the one `wrangler dev` uses). Safe to run repeatedly.
const statements = await buildSeedStatements();
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, statements.join("\n") + "\n");
// Extra arguments (e.g. --persist-to DIR for the browser tests' own state) go to wrangler.
execFileSync(process.execPath, ["--import", "tsx", "scripts/wrangler.ts", "d1", "execute", "DB", "--local", `--file=${file}`, ...process.argv.slice(2)], { stdio: "inherit" });
console.log(`Seeded ${statements.length} statements.`);
