import type { RequestContext } from "#worker/context.server";

export interface ApiEnv {
  Bindings: Env;
  Variables: { ctx: RequestContext; requestId: string };
}
