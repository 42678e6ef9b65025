import { redirect } from "@remix-run/cloudflare";

/** Spec §2: where sign-in lands without a redirectURL. */
export const loader = () => redirect("/advisor");
