import type { RequestContext } from "../context.server";

export interface ApiEnv {
  Bindings: Env;
  Variables: { ctx: RequestContext; requestId: string };
}
