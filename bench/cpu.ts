/**
 * `npx tsx bench/cpu.ts [count] [path…]`: server CPU per request. Starts the app as the bench does
 * (scripts/serve.ts, own seeded state), sends `count` sequential requests per target and reads the
 * workerd process's CPU time (utime + stime, /proc) before and after each turn: everything on the server's
 * side of one request (our Worker, the D1/KV simulators, HTTP), without the client's share that the
 * throughput ratios include. Sequential, so the machine's other load barely moves it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { serializeSessionCookie } from "../worker/auth/cookie.server";
import { signIn, startApp } from "./server";

const count = Number(process.argv[2] ?? 500);
const paths = process.argv.slice(3);
const server = await startApp("cpu");
const token = await signIn(server.baseUrl);
const cookie = (await serializeSessionCookie(token, new URL(server.baseUrl))).split(";")[0];

const workerdPids = () =>
  execFileSync("ps", ["-eo", "ppid=,pid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([ppid, , comm]) => Number(ppid) === process.pid && comm === "workerd")
    .map(([, pid]) => pid);
const ticksPerMs = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) / 1000;
const cpuOf = (pid: string) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs; // utime, stime (fields 14, 15)
};
// The Worker's own runtime is the workerd whose command line binds `entry=127.0.0.1:0`; the other
// one is wrangler's proxy on the public port. Under load the Worker's process is the bottleneck,
// so its share is printed apart.
const workerPid = () =>
  workerdPids().find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("entry=127.0.0.1:0"));
const cpuMs = () => workerdPids().reduce((sum, pid) => sum + cpuOf(pid), 0);

const targets = paths.length
  ? paths
  : ["/api/health", "/api/jurisdictions", "bearer:/api/common/messages", "/sign-in", "/jurisdictions", "user:/advisor", "user:/jurisdictions/cyprus"];
// CPU_ROUNDS (default 3): the targets take turns in rounds of count/rounds requests, so a drift in
// the machine's speed (this is a shared VM) touches every target alike and A/B pairs compare.
const rounds = Number(process.env.CPU_ROUNDS ?? 3);
const runs = targets.map((target) => {
  const [who, path] = target.includes(":/") ? target.split(/:(?=\/)/) : ["guest", target];
  const headers: Record<string, string> = who === "user" ? { Cookie: cookie } : who === "bearer" ? { Authorization: `Bearer ${token}` } : {};
  // CPU_ENCODING=identity: without the response compression workerd does for clients that accept gzip.
  if (process.env.CPU_ENCODING) headers["Accept-Encoding"] = process.env.CPU_ENCODING;
  const get = async () => {
    const res = await fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  };
  return { target, get, status: 0, cpu: 0, own: 0, wall: 0, n: 0 };
});
for (const run of runs) {
  for (let i = 0; i < 50; i++) await run.get();
  run.status = await run.get();
}
for (let round = 0; round < rounds; round++) {
  for (const run of runs) {
    const n = Math.ceil(count / rounds);
    const pid = workerPid();
    const before = cpuMs();
    const ownBefore = pid ? cpuOf(pid) : 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await run.get();
    run.wall += performance.now() - t0;
    run.cpu += cpuMs() - before;
    run.own += pid ? cpuOf(pid) - ownBefore : 0;
    run.n += n;
  }
}
for (const run of runs) {
  const ms = (v: number) => (v / run.n).toFixed(2).padStart(6);
  console.log(`${ms(run.cpu)} ms CPU (Worker's workerd ${ms(run.own)})  ${ms(run.wall)} ms wall  ${run.status}  ${run.target}`);
}
await server.stop();
process.exit(0);
