import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { DEPLOY_ENVS, localSecretOf, renderDeployConfig, secretProblem, zeroIdsIn } from "../../scripts/deploy-config";

/** Issue 16: what `npm run deploy` renders and refuses (scripts/deploy-config.ts). */
const ids = { d1: "3f1c2b8e-7a6d-4e5f-9a0b-1c2d3e4f5a6b", kv: "0123456789abcdef0123456789abcdef" };

/** The lines of one `[env.<env>…]` section group. */
function envSections(toml: string, env: string) {
  let section = "";
  return toml.split("\n").filter((line) => {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?\s*$/);
    if (header) section = header[1].trim();
    return section === `env.${env}` || section.startsWith(`env.${env}.`);
  });
}

describe("deploy config", () => {
  it("declares staging and production with their own D1, KV, R2, vars and cron trigger", () => {
    for (const env of DEPLOY_ENVS) {
      const text = envSections(wranglerToml, env).join("\n");
      expect(text, env).toMatch(new RegExp(`\\[\\[env\\.${env}\\.d1_databases\\]\\][\\s\\S]*binding = "DB"[\\s\\S]*database_name = "taxatlas-${env}"`));
      expect(text).toMatch(new RegExp(`\\[\\[env\\.${env}\\.kv_namespaces\\]\\][\\s\\S]*binding = "KV"`));
      expect(text).toMatch(new RegExp(`bucket_name = "taxatlas-${env}-files"`));
      expect(text).toMatch(/APP_NAME = "/);
      // Daily: compliance reminders and marketplace clocks; every 15 minutes: billing reconciliation (decision 127).
      expect(text).toMatch(/crons = \["0 6 \* \* \*", "\*\/15 \* \* \* \*"\]/);
    }
    expect(wranglerToml).toMatch(/\[observability\]\s*\nenabled = true/);
  });

  it("renders each environment with real ids and no placeholder left; the committed file keeps only placeholders", () => {
    for (const env of DEPLOY_ENVS) {
      expect(zeroIdsIn(wranglerToml, env).length, `${env} placeholders in wrangler.toml`).toBe(2);
      const rendered = renderDeployConfig(wranglerToml, env, ids);
      expect(zeroIdsIn(rendered, env)).toEqual([]);
      expect(envSections(rendered, env).join("\n")).toContain(`database_id = "${ids.d1}"`);
      expect(envSections(rendered, env).join("\n")).toContain(`id = "${ids.kv}"`);
      // the other environment is left alone
      const other = DEPLOY_ENVS.find((e) => e !== env)!;
      expect(zeroIdsIn(rendered, other)).toHaveLength(2);
    }
    expect(() => renderDeployConfig(wranglerToml, "production", { d1: "00000000-0000-0000-0000-000000000000", kv: ids.kv })).toThrow(/D1/);
    expect(() => renderDeployConfig(wranglerToml, "production", { d1: ids.d1, kv: "nope" })).toThrow(/KV/);
  });

  it("never carries a JWT_SECRET in a config, and refuses a missing, short or local secret", () => {
    for (const env of DEPLOY_ENVS) expect(renderDeployConfig(wranglerToml, env, ids)).not.toMatch(/^\s*JWT_SECRET\s*=/m);
    const local = localSecretOf("APP_NAME=x\nJWT_SECRET=abcdef0123456789abcdef0123456789abcdef0123456789\n");
    expect(local).toBe("abcdef0123456789abcdef0123456789abcdef0123456789");
    expect(secretProblem(undefined, local)).toMatch(/not set/);
    expect(secretProblem("short", local)).toMatch(/at least 32/);
    expect(secretProblem(local!, local)).toMatch(/local development secret/);
    expect(secretProblem("f".repeat(64), local)).toBeNull();
  });
});
