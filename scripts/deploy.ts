/**
 * `npm run deploy` (production) / `npm run deploy:staging` — docs/deploy.md.
 *
 *   1. checks the Cloudflare login (`wrangler whoami`)
 *   2. creates the D1 database, KV namespace and R2 bucket when missing (idempotent); their ids go
 *      to the git-ignored .deploy/<env>.json and wrangler.<env>.deploy.toml, never into wrangler.toml
 *   3. refuses to go on without a JWT_SECRET (≥ 32 characters, not the local .dev.vars one): taken
 *      from the environment and uploaded with `wrangler secret put`, or already set on the Worker
 *   4. builds, applies the migrations to the remote D1 — before the new code goes live — and deploys
 *   5. prints the URL. The demo seed is never run against a deployed database.
 *
 * `--dry-run` does every step that needs no network (render the config with placeholder ids,
 * check a JWT_SECRET if one is given, build, `wrangler deploy --dry-run --outdir`, bundle checks)
 * and prints the network commands instead of running them; CI runs it (.ci/run).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { checkBundle } from "./check-bundle";
import {
  DEPLOY_ENVS,
  deployedUrlOf,
  localSecretOf,
  renderDeployConfig,
  resourceNames,
  secretProblem,
  type DeployEnv,
  type ResourceIds,
} from "./deploy-config";
import { quietEnv, wranglerBin } from "./wrangler-env";

const args = process.argv.slice(2);
const env = (args.find((a) => !a.startsWith("--")) ?? "production") as DeployEnv;
const dryRun = args.includes("--dry-run");
if (!DEPLOY_ENVS.includes(env)) fail(`Unknown environment "${env}" (staging or production).`);
const names = resourceNames(env);
const mailQueues = [`taxatlas-${env}-mail`, `taxatlas-${env}-mail-dead`];
const configPath = `wrangler.${env}.deploy.toml`;
const statePath = `.deploy/${env}.json`;

function fail(message: string): never {
  console.error(`\n✖ deploy ${env ?? ""}: ${message}`);
  process.exit(1);
}
const step = (text: string) => console.log(`\n== ${text}`);

/** Runs wrangler; `network` calls are only printed in a dry run. */
function wrangler(cmd: string[], opts: { network: boolean; input?: string; quiet?: boolean } = { network: true }): { ok: boolean; out: string } {
  if (dryRun && opts.network) {
    console.log(`   (dry run) wrangler ${cmd.join(" ")}`);
    return { ok: true, out: "" };
  }
  const res = spawnSync(process.execPath, [wranglerBin, ...cmd], { env: quietEnv, input: opts.input, encoding: "utf8", stdio: [opts.input ? "pipe" : "ignore", "pipe", "pipe"] });
  const out = `${res.stdout ?? ""}${res.stderr ?? ""}`;
  if (!opts.quiet) process.stdout.write(out);
  return { ok: res.status === 0, out };
}

function readState(): Partial<ResourceIds> {
  return existsSync(statePath) ? (JSON.parse(readFileSync(statePath, "utf8")) as Partial<ResourceIds>) : {};
}

// ---- 1. login ---------------------------------------------------------------------------------
step("Cloudflare login");
if (!dryRun) {
  const who = wrangler(["whoami"], { network: true, quiet: true });
  if (!who.ok || /not authenticated|not logged in/i.test(who.out)) fail("not logged in: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) first.");
  console.log("   logged in");
} else wrangler(["whoami"]);

// ---- 2. resources -----------------------------------------------------------------------------
step(`Resources for ${env}: D1 ${names.d1}, KV ${names.kv}, R2 ${names.r2}`);
let ids: ResourceIds;
if (dryRun) {
  // Placeholders that look real, so the rendered config is exercised exactly as in a deploy.
  ids = { d1: "11111111-1111-4111-8111-111111111111", kv: "11111111111111111111111111111111", ...readState() };
  wrangler(["d1", "list", "--json"]);
  wrangler(["d1", "create", names.d1]);
  wrangler(["kv", "namespace", "list"]);
  wrangler(["kv", "namespace", "create", names.kv]);
  wrangler(["r2", "bucket", "list"]);
  wrangler(["r2", "bucket", "create", names.r2]);
  wrangler(["queues", "list"]);
  for (const queue of mailQueues) wrangler(["queues", "create", queue]);
} else {
  const state = readState();
  const d1List = JSON.parse(wrangler(["d1", "list", "--json"], { network: true, quiet: true }).out || "[]") as { name: string; uuid: string }[];
  let d1 = d1List.find((d) => d.name === names.d1)?.uuid ?? state.d1;
  if (!d1List.some((d) => d.uuid === d1)) {
    const created = wrangler(["d1", "create", names.d1], { network: true });
    d1 = created.out.match(/"?database_id"?\s*[=:]\s*"([0-9a-f-]{36})"/i)?.[1];
    if (!created.ok || !d1) fail(`could not create the D1 database ${names.d1}`);
  }
  const kvOut = wrangler(["kv", "namespace", "list"], { network: true, quiet: true }).out;
  const kvList = JSON.parse(kvOut.slice(kvOut.indexOf("["), kvOut.lastIndexOf("]") + 1) || "[]") as { id: string; title: string }[];
  let kv = kvList.find((k) => k.title === names.kv)?.id;
  if (!kv) {
    const created = wrangler(["kv", "namespace", "create", names.kv], { network: true });
    kv = created.out.match(/"?id"?\s*[=:]\s*"([0-9a-f]{32})"/i)?.[1];
    if (!created.ok || !kv) fail(`could not create the KV namespace ${names.kv}`);
  }
  const r2List = wrangler(["r2", "bucket", "list"], { network: true, quiet: true }).out;
  if (!new RegExp(`name:\\s*${names.r2}\\b`).test(r2List)) {
    const created = wrangler(["r2", "bucket", "create", names.r2], { network: true });
    if (!created.ok && !/already exists/i.test(created.out)) fail(`could not create the R2 bucket ${names.r2}`);
  }
  // The mail Queue and its dead-letter queue (decision 152), as wrangler.toml names them per environment.
  const queueList = wrangler(["queues", "list"], { network: true, quiet: true }).out;
  for (const queue of mailQueues) {
    if (new RegExp(`(^|[\\s│|])${queue}([\\s│|]|$)`, "m").test(queueList)) continue;
    const created = wrangler(["queues", "create", queue], { network: true });
    if (!created.ok && !/already (exists|taken)/i.test(created.out)) fail(`could not create the queue ${queue}`);
  }
  ids = { d1: d1!, kv: kv! };
  mkdirSync(".deploy", { recursive: true });
  writeFileSync(statePath, `${JSON.stringify(ids, null, 2)}\n`);
  console.log(`   ids kept in ${statePath}`);
}
writeFileSync(configPath, renderDeployConfig(readFileSync("wrangler.toml", "utf8"), env, ids));
console.log(`   rendered ${configPath}`);
const withEnv = ["--config", configPath, "--env", env];

// ---- 3. JWT_SECRET ----------------------------------------------------------------------------
step("JWT_SECRET");
const localSecret = existsSync(".dev.vars") ? localSecretOf(readFileSync(".dev.vars", "utf8")) : null;
const given = process.env.JWT_SECRET;
if (given !== undefined) {
  const problem = secretProblem(given, localSecret);
  if (problem) fail(`${problem}. Generate one with: openssl rand -hex 32`);
  wrangler(["secret", "put", "JWT_SECRET", ...withEnv], { network: true, input: given });
  console.log("   JWT_SECRET from the environment will be (re)set — rotating it signs everyone out (docs/deploy.md)");
} else if (dryRun) {
  console.log("   (dry run) no JWT_SECRET given: a real deploy needs it set on the Worker or in the environment");
} else {
  const list = wrangler(["secret", "list", ...withEnv], { network: true, quiet: true });
  if (!list.ok || !list.out.includes('"JWT_SECRET"')) fail("JWT_SECRET is not set on the Worker. Run with JWT_SECRET=$(openssl rand -hex 32) in the environment.");
  console.log("   already set on the Worker");
}

// ---- 4. build, migrate, deploy ----------------------------------------------------------------
// `--no-build` (CI, which has built once already): check the build that is there.
if (!args.includes("--no-build")) {
  step("Build");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit", env: quietEnv }).status !== 0) fail("build failed");
}

step("Bundle check (wrangler deploy --dry-run)");
const outdir = `.wrangler/deploy-${env}`;
// Minified, as `npm run bench` measures it: the bundle checked here is the one uploaded (decision 114).
const dry = wrangler(["deploy", "--dry-run", "--minify", "--outdir", outdir, ...withEnv], { network: false, quiet: true });
if (!dry.ok) fail(`wrangler deploy --dry-run failed:\n${dry.out}`);
const bundle = checkBundle(outdir);
console.log(`   ${bundle.summary}`);
if (bundle.problems.length) fail(bundle.problems.join("; "));

step("Migrations on the remote D1 (before the new code)");
if (!wrangler(["d1", "migrations", "apply", "DB", "--remote", ...withEnv], { network: true }).ok) fail("migrations failed: nothing was deployed");

step("Deploy");
const deployed = wrangler(["deploy", "--minify", ...withEnv], { network: true });
if (!deployed.ok) fail("wrangler deploy failed (the migrations already applied are backward-compatible, docs/deploy.md)");
console.log(dryRun ? `\n✔ dry run for ${env} complete: nothing was sent to Cloudflare.` : `\n✔ ${env} is live at ${deployedUrlOf(deployed.out) ?? "(see wrangler's output above)"}`);
