/**
 * `AB_BETWEEN="<shell command>" npx tsx bench/ab.ts [count] [target…]`: server CPU per request of
 * two versions of the app side by side. Version A is a copy of the working tree (in the system's temp directory) as it is now (with
 * its build); then AB_BETWEEN runs (e.g. `git stash pop && npm run build`) and version B is a copy
 * of the tree after it. Each side is served from its own copy because wrangler reloads a running
 * Worker when its sources or the build change. Then `count` sequential requests per target go to
 * each side, A and B taking turns in AB_ROUNDS short rounds (10).
 *
 * On this shared VM the machine's speed drifts by tens of percent between runs, while two sides
 * measured in the same rounds agree within about 3 % (AB_BETWEEN=true): read a change only against
 * its baseline in the same run. Targets as in bench/pages.ts (`user:/path` signed in, `advisor:/path` and `admin:/path` as those demo accounts, `bearer:/path`
 * with a token); CPU is the Worker's own workerd process (its command line binds `entry=127.0.0.1:0`).
 */
import { execSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cpuMsOf, signedInSession, startApp, targetRequest, workerRuntimePid } from "./server";

const SKIP = ["node_modules", ".git", ".wrangler", "test-results", "bench/results"];

/** A copy of the working tree (sources and build) that nothing will change while it is served. */
function snapshot(name: string): string {
  // One directory per comparison: helpers in other worktrees may run theirs at the same time.
  const dir = join(tmpdir(), `taxatlas-ab-${process.env.AB_RUN ?? process.pid}`, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const root = process.cwd();
  cpSync(root, dir, { recursive: true, filter: (src) => !SKIP.some((s) => src === resolve(root, s)) });
  symlinkSync(resolve("node_modules"), `${dir}/node_modules`);
  return dir;
}

// Each side runs in a child process of its own (this script with AB_SIDE set), so its workerd
// processes are told apart by their parent; the side stops when its stdin closes.
if (process.env.AB_SIDE) {
  process.chdir(process.env.AB_DIR!);
  const app = await startApp(process.env.AB_SIDE);
  console.log(`READY ${app.baseUrl}`);
  process.stdin.resume();
  process.stdin.on("end", async () => {
    await app.stop();
    process.exit(0);
  });
} else {
  await compare();
}

async function compare() {
  const count = Number(process.argv[2] ?? 600);
  const paths = process.argv.slice(3).length ? process.argv.slice(3) : ["/api/health", "user:/advisor", "user:/jurisdictions/cyprus"];
  const rounds = Number(process.env.AB_ROUNDS ?? 10);

  async function start(name: string) {
    const dir = snapshot(name);
    const child = spawn(process.execPath, ["--import", "tsx", process.argv[1]], { env: { ...process.env, AB_SIDE: name, AB_DIR: dir }, stdio: ["pipe", "pipe", "inherit"] });
    const baseUrl = await new Promise<string>((ready, fail) => {
      let out = "";
      child.stdout!.on("data", (d) => {
        out += String(d);
        const m = /READY (\S+)/.exec(out);
        if (m) ready(m[1]);
      });
      child.on("exit", () => fail(new Error(`${name} exited`)));
    });
    const { token, cookie } = await signedInSession(baseUrl);
    // Sessions only for the roles a target names (a sign-in is rate limited per client).
    const roles = [...new Set(paths.map((p) => /^(advisor|admin):\//.exec(p)?.[1]).filter((r): r is string => !!r))];
    const cookies = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, (await signedInSession(baseUrl, `${r}@taxatlas.test`)).cookie])));
    const targets = paths.map((target) => {
      const { path, headers } = targetRequest(target, { cookie, token, cookies });
      return async () => {
        const res = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
        return `${res.status} ${(await res.arrayBuffer()).byteLength} B`;
      };
    });
    const stop = () => new Promise((done) => (child.on("exit", () => (rmSync(dir, { recursive: true, force: true }), done(undefined))), child.stdin!.end()));
    // Looked up each round: miniflare may replace the process while it starts.
    return { pid: () => workerRuntimePid(child.pid!)!, targets, stop };
  }

  const a = await start("a");
  if (process.env.AB_BETWEEN) execSync(process.env.AB_BETWEEN, { stdio: "inherit" });
  const b = await start("b");
  const sides = [a, b];
  const totals = paths.map(() => [0, 0]);
  const answers = paths.map(() => ["", ""]);
  for (const [s, side] of sides.entries()) for (const [t, get] of side.targets.entries()) for (let i = 0; i < 50; i++) answers[t][s] = await get();
  const n = Math.ceil(count / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const t of paths.keys()) {
      // Alternate which side goes first, so neither always follows the other.
      for (const s of round % 2 ? [1, 0] : [0, 1]) {
        const pid = sides[s].pid();
        const before = cpuMsOf(pid);
        for (let i = 0; i < n; i++) await sides[s].targets[t]();
        totals[t][s] += cpuMsOf(pid) - before;
      }
    }
  }
  const per = (v: number) => (v / (n * rounds)).toFixed(2).padStart(6);
  console.log(`\n${n * rounds} requests per target and side, ${rounds} rounds; the Worker's workerd CPU per request`);
  console.log("  A ms    B ms   B/A    target (status, body bytes: A | B)");
  for (const [t, path] of paths.entries()) {
    const [ta, tb] = totals[t];
    console.log(`${per(ta)}  ${per(tb)}  ${(tb / ta).toFixed(3)}  ${path} (${answers[t].join(" | ")})`);
  }
  await a.stop();
  await b.stop();
  process.exit(0);
}
