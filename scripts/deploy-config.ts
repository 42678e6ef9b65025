/**
 * Pure helpers of `npm run deploy` (scripts/deploy.ts): the rendered per-environment wrangler
 * config and the secret rules. No I/O here, so test/unit/deploy-config.test.ts checks them.
 */

export const DEPLOY_ENVS = ["staging", "production"] as const;
export type DeployEnv = (typeof DEPLOY_ENVS)[number];

/** The ids `wrangler.toml` uses as placeholders; none may survive into a rendered config. */
export const ZERO_D1_ID = "00000000-0000-0000-0000-000000000000";
export const ZERO_KV_ID = "00000000000000000000000000000000";

export interface ResourceIds {
  d1: string;
  kv: string;
}

/** Resource names per environment (as declared in wrangler.toml). */
export const resourceNames = (env: DeployEnv) => ({
  d1: `taxatlas-${env}`,
  kv: `taxatlas-${env}-kv`,
  r2: `taxatlas-${env}-files`,
  worker: env === "production" ? "taxatlas" : `taxatlas-${env}`,
});

/** The minimum a production signing secret must have (the Worker refuses shorter ones too). */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * wrangler.toml with this environment's placeholder ids replaced by the real ones. Only the lines
 * inside `[…env.<env>.d1_databases]` / `[…env.<env>.kv_namespaces]` change; throws when a
 * placeholder is left in that environment (so a deploy can never point at a zero id).
 */
export function renderDeployConfig(baseToml: string, env: DeployEnv, ids: ResourceIds): string {
  if (!/^[0-9a-f-]{36}$/i.test(ids.d1) || ids.d1 === ZERO_D1_ID) throw new Error(`Not a D1 database id: ${ids.d1}`);
  if (!/^[0-9a-f]{32}$/i.test(ids.kv) || ids.kv === ZERO_KV_ID) throw new Error(`Not a KV namespace id: ${ids.kv}`);
  const lines = baseToml.split("\n");
  let section = "";
  const out = lines.map((line) => {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?\s*$/);
    if (header) section = header[1].trim();
    if (section === `env.${env}.d1_databases` && /^\s*database_id\s*=/.test(line)) return `database_id = "${ids.d1}"`;
    if (section === `env.${env}.kv_namespaces` && /^\s*id\s*=/.test(line)) return `id = "${ids.kv}"`;
    return line;
  });
  const rendered = [
    `# Rendered by scripts/deploy.ts for "${env}" from wrangler.toml — do not edit, do not commit.`,
    ...out,
  ].join("\n");
  const left = zeroIdsIn(rendered, env);
  if (left.length) throw new Error(`Placeholder ids left in env.${env}: ${left.join(", ")}`);
  return rendered;
}

/** Placeholder ids still present in one environment's sections of a config. */
export function zeroIdsIn(toml: string, env: DeployEnv): string[] {
  let section = "";
  const found: string[] = [];
  for (const line of toml.split("\n")) {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?\s*$/);
    if (header) section = header[1].trim();
    if (!section.startsWith(`env.${env}.`)) continue;
    if (line.includes(ZERO_D1_ID) || line.includes(ZERO_KV_ID)) found.push(`${section}: ${line.trim()}`);
  }
  return found;
}

/** The value of `JWT_SECRET=` in a .dev.vars file (npm start's local-only secret), if any. */
export function localSecretOf(devVars: string): string | null {
  const match = devVars.match(/^\s*JWT_SECRET\s*=\s*"?([^"\n]*)"?\s*$/m);
  return match ? match[1] : null;
}

/**
 * Why a JWT_SECRET may not be deployed, or null when it may: missing, short, or the local one
 * `npm start` wrote into .dev.vars (a local secret must never sign production tokens).
 */
export function secretProblem(secret: string | undefined, localSecret: string | null): string | null {
  if (!secret) return "JWT_SECRET is not set";
  if (secret.length < JWT_SECRET_MIN_LENGTH) return `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`;
  if (localSecret && secret === localSecret) return "JWT_SECRET is the local development secret from .dev.vars";
  return null;
}

/** The first workers.dev / custom URL wrangler prints after a deploy. */
export function deployedUrlOf(output: string): string | null {
  return output.match(/https:\/\/[a-z0-9.-]+\.(?:workers\.dev|[a-z]{2,})(?:\/\S*)?/i)?.[0] ?? null;
}
