import type { Context } from "hono";
import type { ApiEnv } from "./types";

/** Content language for an API call: the request's locale by the one rule (`?lng=`, the lng cookie, Accept-Language, else en). */
export const apiLocale = (c: Context<ApiEnv>) => c.var.ctx.locale;
