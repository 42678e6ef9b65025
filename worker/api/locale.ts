import type { Context } from "hono";
import { localeFromRequest } from "../domain/locale";
import type { ApiEnv } from "./types";

/** Content language for an API call: `?lng=` first, then Accept-Language, else en. */
export const apiLocale = (c: Context<ApiEnv>) => localeFromRequest(c.var.ctx.url, c.req.header("Accept-Language"));
