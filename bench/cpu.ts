/**
 * `npx tsx bench/cpu.ts [count] [path…]`: server CPU per request. Starts the app as the bench does
 * (scripts/serve.ts, own seeded state), sends `count` sequential requests per target and reads the
 * workerd process's CPU time (utime + stime, /proc) before and after each turn: everything on the server's
 * side of one request (our Worker, the D1/KV simulators, HTTP), without the client's share that the
 * throughput ratios include. Sequential, so the machine's other load barely moves it.
 */
import { cpuMsOf, signedInSession, startApp, targetRequest, workerdPids, workerRuntimePid } from "./server";

const count = Number(process.argv[2] ?? 500);
const paths = process.argv.slice(3);
const server = await startApp("cpu");
const { token, cookie } = await signedInSession(server.baseUrl);

// Both workerd processes (the Worker's runtime and wrangler's proxy), and the Worker's own apart:
// under load its process is the bottleneck.
const cpuMs = () => workerdPids().reduce((sum, pid) => sum + cpuMsOf(pid), 0);

const targets = paths.length
  ? paths
  : ["/api/health", "/api/jurisdictions", "bearer:/api/common/messages", "/sign-in", "/jurisdictions", "user:/advisor", "user:/jurisdictions/cyprus"];
// CPU_ROUNDS (default 3): the targets take turns in rounds of count/rounds requests, so a drift in
// the machine's speed (this is a shared VM) touches every target alike and A/B pairs compare.
const rounds = Number(process.env.CPU_ROUNDS ?? 3);
const runs = targets.map((target) => {
  const { path, headers } = targetRequest(target, { cookie, token });
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
    const pid = workerRuntimePid();
    const before = cpuMs();
    const ownBefore = pid ? cpuMsOf(pid) : 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await run.get();
    run.wall += performance.now() - t0;
    run.cpu += cpuMs() - before;
    run.own += pid ? cpuMsOf(pid) - ownBefore : 0;
    run.n += n;
  }
}
for (const run of runs) {
  const ms = (v: number) => (v / run.n).toFixed(2).padStart(6);
  console.log(`${ms(run.cpu)} ms CPU (Worker's workerd ${ms(run.own)})  ${ms(run.wall)} ms wall  ${run.status}  ${run.target}`);
}
await server.stop();
process.exit(0);
