import { deferred } from "#app/lib/deferred";
import type { ContractView as ContractViewType } from "./contract-view";

/**
 * An open contract (milestones, disputes, workroom, its file fields: ~6 KiB gzip) as its own chunk,
 * requested when `?contract=` opens one instead of preloaded with the client's proposals or the
 * advisor's contract list (issue 28: first-load JS ≤ 130 KiB); the server renders it as before.
 */
export const ContractView = deferred<typeof ContractViewType>("ContractView", () => import("./contract-view").then((m) => m.ContractView), { placeholder: "none" });
