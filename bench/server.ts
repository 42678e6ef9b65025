/**
 * Starts `wrangler dev` over the built Worker (what `npm start` ran before decision 077; with its
 * DevTools inspector, which bench/profile.ts uses) on a free loopback
 * port, with its own freshly migrated + seeded local state, for the bench and the soak. The server
 * runs in its own process group; `stop()` ends exactly that group.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { quietEnv, wranglerBin } from "../scripts/wrangler-env";
import { serializeSessionCookie } from "#worker/auth/cookie.server";
import { totpCode } from "#worker/auth/totp.server";
import { DEMO_ADMIN_TOTP_SECRET } from "#db/seed/demo-accounts";
import { makeSeededState } from "#test/browser/seeded-state";

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const runNode = (args: string[]) => execFileSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: quietEnv });

/** A fresh local state directory, migrated and seeded exactly as `npm start` does (the browser tests' one way). */
const seededState = (name: string) => makeSeededState(`.wrangler/${name}-state`);

/** Resident memory (KiB) of the workerd processes whose parent or process group is `id`. */
function workerdRssKiB(column: "pgid" | "ppid", id: number) {
  const out = execFileSync("ps", ["-eo", `${column}=,rss=,comm=`], { encoding: "utf8" });
  return out
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([owner, , comm]) => Number(owner) === id && comm === "workerd")
    .reduce((sum, [, rss]) => sum + Number(rss), 0);
}

export { freePort };

/** The workerd processes whose parent is `parent`. */
export const workerdPids = (parent = process.pid) =>
  execFileSync("ps", ["-eo", "ppid=,pid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([ppid, , comm]) => Number(ppid) === parent && comm === "workerd")
    .map(([, pid]) => pid);

/**
 * The Worker's own runtime among them: the workerd whose command line binds `entry=127.0.0.1:0`
 * (the other one is wrangler's proxy on the public port). Look it up when needed: miniflare may
 * replace the process while it starts, and it starts with the first request.
 */
export const workerRuntimePid = (parent = process.pid) =>
  workerdPids(parent).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("entry=127.0.0.1:0"));

const ticksPerMs = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) / 1000;
const hasSchedstat = existsSync("/proc/self/schedstat");
/**
 * CPU time a process has used so far, in ms: the sum of its threads' time on the CPU in nanoseconds
 * (`/proc/<pid>/task/<tid>/schedstat`, the scheduler's own account). `/proc/<pid>/stat` counts user
 * and system time in clock ticks, 10 ms at CLK_TCK 100: over a batch of 20 requests that is 0.5 ms a
 * request, a third of a health request, so the bench's figures moved in steps of ≈ 0.3× (decision
 * 322). The ticks remain the fallback where the kernel keeps no schedstat. workerd's threads live as
 * long as the process, so none of them leaves between two reads and takes its time with it.
 */
export function cpuMsOf(pid: string): number {
  if (hasSchedstat) {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1e6;
  }
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs; // utime, stime (fields 14, 15)
}

/**
 * A bench target: `/path` as a guest, `user:/path` with the session cookie, `bearer:/path` with the
 * token, `<role>:/path` with the cookie of `session.cookies[role]` (e.g. advisor, admin).
 */
export function targetRequest(target: string, session: { cookie: string; token: string; cookies?: Record<string, string> }) {
  const [who, path] = target.includes(":/") ? target.split(/:(?=\/)/) : ["guest", target];
  const cookie = who === "user" ? session.cookie : session.cookies?.[who];
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : who === "bearer" ? { Authorization: `Bearer ${session.token}` } : {};
  if (who !== "guest" && !headers.Cookie && !headers.Authorization) throw new Error(`no session for ${target}`);
  // BENCH_ENCODING=identity: diagnosis only — without the gzip workerd does for the client, which in
  // production happens at Cloudflare's edge, not in the Worker. The figures of record use gzip (issue 28).
  if (process.env.BENCH_ENCODING) headers["Accept-Encoding"] = process.env.BENCH_ENCODING;
  return { path, headers };
}

/** Anonymous (heap) vs file-backed resident memory of this process's workerd children, in MiB. */
export function workerdMemory(parent: number) {
  const pids = workerdPids(parent);
  const out = { anonMiB: 0, fileMiB: 0 };
  for (const pid of pids) {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(rollup)?.[1] ?? 0);
    out.anonMiB += kib("Anonymous") / 1024;
    out.fileMiB += (kib("Rss") - kib("Anonymous")) / 1024;
  }
  return { anonMiB: +out.anonMiB.toFixed(1), fileMiB: +out.fileMiB.toFixed(1) };
}

export async function startServer(name: string, extraArgs: string[] = []) {
  if (!existsSync("build/server/index.js")) throw new Error("No build found: run `npm run build` first.");
  const state = await seededState(name);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [wranglerBin, "dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--var", "JWT_SECRET:bench-only-signing-key-0123456789abcdef0123", "--show-interactive-dev-session=false", ...extraArgs],
    { env: quietEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { baseUrl, stop, workerdRssKiB: () => workerdRssKiB("pgid", server.pid!), log: () => log };
}

/**
 * The app exactly as `npm start` serves it (scripts/serve.ts: wrangler's local runtime without the
 * DevTools inspector), on a free loopback port with its own seeded state, in this process.
 */
export async function startApp(name: string) {
  if (!existsSync("build/server/index.js")) throw new Error("No build found: run `npm run build` first.");
  const state = await seededState(name);
  const { serve } = await import("../scripts/serve");
  const server = await serve({ port: await freePort(), hostname: "127.0.0.1", persist: state, vars: { JWT_SECRET: "bench-only-signing-key-0123456789abcdef0123" }, logLevel: "warn" });
  return { baseUrl: server.url, stop: () => server.stop(), workerdRssKiB: () => workerdRssKiB("ppid", process.pid) };
}

/**
 * A trivial Worker (`script`, an ES module) under the very runtime `npm start` uses (wrangler's
 * `unstable_startWorker` without the inspector, as scripts/serve.ts), with no bindings: the
 * runtime's own memory per request, to hold the app's against (bench/soak.ts SOAK_WORKER=hello,
 * decision 304).
 */
export async function startTrivialApp(name: string, script: string) {
  const dir = `.wrangler/${name}-worker`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/index.js`, script);
  writeFileSync(`${dir}/wrangler.toml`, `name = "${name}"\nmain = "index.js"\ncompatibility_date = "2026-04-20"\ncompatibility_flags = ["nodejs_compat"]\nsend_metrics = false\n`);
  Object.assign(process.env, quietEnv);
  const { unstable_startWorker } = await import("wrangler");
  const port = await freePort();
  const worker = await unstable_startWorker({ config: `${dir}/wrangler.toml`, dev: { inspector: false, server: { hostname: "127.0.0.1", port }, persist: `${dir}/state`, watch: false, logLevel: "warn" } });
  await worker.ready;
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => worker.dispose(), workerdRssKiB: () => workerdRssKiB("ppid", process.pid) };
}

/**
 * The same bundled Worker (as `wrangler deploy --dry-run` builds it) and the same seeded state under
 * Miniflare directly: no wrangler dev, no inspector. Used by the soak to tell a leak in our code
 * from memory held by the dev server's inspector.
 */
export async function startMiniflare(name: string, { inspectorPort, script }: { inspectorPort?: number; script?: string } = {}) {
  const { Miniflare } = await import("miniflare");
  const state = await seededState(name);
  const out = `.wrangler/${name}-bundle`;
  if (!script) {
    rmSync(out, { recursive: true, force: true });
    runNode([wranglerBin, "deploy", "--dry-run", "--minify", "--outdir", out]);
  }
  const port = await freePort();
  const mf = new Miniflare({
    // wrangler bundles everything into one file; its leftover dynamic import() calls are never reached.
    // `script` (bench/heap.ts): a trivial Worker with the same bindings, to measure the runtime's own growth.
    ...(script ? { modules: true, script } : { modules: [{ type: "ESModule" as const, path: `${out}/index.js` }] }),
    ...(inspectorPort ? { inspectorPort } : {}),
    compatibilityDate: "2026-04-20",
    compatibilityFlags: ["nodejs_compat"],
    host: "127.0.0.1",
    port,
    defaultPersistRoot: `${state}/v3`,
    d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
    kvNamespaces: { KV: "00000000000000000000000000000000" },
    r2Buckets: { FILES: "taxatlas-files" },
    bindings: { APP_NAME: "TaxAtlas", JWT_SECRET: "bench-only-signing-key-0123456789abcdef0123" },
  });
  const baseUrl = (await mf.ready).origin;
  // Miniflare's workerd is a child of this process.
  return { baseUrl, stop: () => void mf.dispose(), workerdRssKiB: () => workerdRssKiB("ppid", process.pid), workerdMemory: () => workerdMemory(process.pid) };
}

export async function signIn(baseUrl: string, email = "user@taxatlas.test"): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": "127.0.0.99" }, body: JSON.stringify(body) });
  const res = await post("/api/auth/sign-in", { email, password: "taxatlas-demo-2026" });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const body = (await res.json()) as { accessToken?: string; challenge?: string };
  if (!body.challenge) return body.accessToken!;
  // The demo admin has a second factor (issue 30): without it every admin page answers a redirect,
  // which is what the bench measured before. The seed's documented TOTP secret gives the code; a
  // code is accepted once, so a second sign-in within the same 30-second step waits for the next.
  for (let attempt = 0; attempt < 2; attempt++) {
    const verified = await post("/api/auth/2fa/verify", { challenge: body.challenge, code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
    if (verified.ok) return ((await verified.json()) as { accessToken: string }).accessToken;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`second factor for ${email} refused`);
}

/** The `Cookie` header value that carries a session token for pages. */
export const sessionCookie = async (token: string, baseUrl: string) => (await serializeSessionCookie(token, new URL(baseUrl))).split(";")[0];

/** Signs the demo user in: the API token and the page cookie. */
export async function signedInSession(baseUrl: string, email?: string) {
  const token = await signIn(baseUrl, email);
  return { token, cookie: await sessionCookie(token, baseUrl) };
}
