import { redirect } from "@remix-run/cloudflare";

/** Spec §2: the empty path redirects to /advisor. */
export const loader = () => redirect("/advisor");
