import { Outlet } from "@remix-run/react";
import { LoadingBar } from "#app/components/layout/loading-bar";
import { SkipLink } from "#app/components/layout/skip-link";

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
