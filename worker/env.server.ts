import { z } from "zod";

const envSchema = z.object({
  DB: z.custom<D1Database>((v) => typeof v === "object" && v !== null, "D1 binding DB is missing"),
  KV: z.custom<KVNamespace>((v) => typeof v === "object" && v !== null, "KV binding KV is missing"),
  JWT_SECRET: z.string({ required_error: "secret JWT_SECRET is missing" }).min(32, "JWT_SECRET must be at least 32 characters"),
  APP_NAME: z.string().min(1).optional(),
});

const checked = new WeakSet<object>();

/** Fails fast, naming every missing binding or secret, instead of failing deep inside a request. */
export function assertEnv(env: Env): Env {
  if (checked.has(env)) return env;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`TaxAtlas is misconfigured: ${problems}`);
  }
  checked.add(env);
  return env;
}

export const DEFAULT_APP_NAME = "TaxAtlas";
export const appName = (env: Pick<Env, "APP_NAME">) => env.APP_NAME || DEFAULT_APP_NAME;
