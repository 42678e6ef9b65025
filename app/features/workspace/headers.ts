import type { HeadersFunction } from "@remix-run/cloudflare";

/** Workspace pages show one account's data: never cached by a shared cache, never stored. */
export const privateHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
