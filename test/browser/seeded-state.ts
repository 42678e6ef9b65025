/**
 * The browser tests' starting point: one freshly migrated and seeded local state (D1 and KV files)
 * that every shard copies (test/browser/run.ts). Migrating and seeding cost ~26 s of CPU, so it is
 * made once per run — or ahead of it: `.ci/run` starts `npx tsx test/browser/seeded-state.ts DIR`
 * while the unit tests run and hands DIR to the browser step as BROWSER_SEEDED_STATE (decision 286).
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { quietEnv, wranglerBin } from "../../scripts/wrangler-env";

/** Runs a node script to the end; rejects with its stderr when it fails. */
function runNode(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: quietEnv, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr!.on("data", (d) => (err += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}:\n${err}`))));
  });
}

export async function makeSeededState(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await runNode([wranglerBin, "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  await runNode(["--import", "tsx", "db/seed-local.ts", "--persist-to", dir]);
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: npx tsx test/browser/seeded-state.ts DIR");
  await makeSeededState(dir);
  console.log(`seeded state ready: ${dir}`);
}
