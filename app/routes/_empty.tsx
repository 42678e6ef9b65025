import { Outlet } from "@remix-run/react";
import { LoadingBar } from "~/components/layout/loading-bar";
import { SkipLink } from "~/components/layout/skip-link";

/** The empty layout: routed content under the loading bar, no chrome. */
export default function EmptyLayout() {
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <Outlet />
    </>
  );
}
