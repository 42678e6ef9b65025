import { redirect } from "@remix-run/cloudflare";

/** Spec §2: chat redirects to tax (the optimisation report). */
export const loader = () => redirect("/tax");
