import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { navigationFor } from "../../worker/domain/navigation";
import { CompactLayout } from "~/components/layout/compact-layout";

/** The compact layout; each child route applies its own guard (spec §2). */
export function loader({ context }: LoaderFunctionArgs) {
  return { navigation: navigationFor(context.app.role) };
}

export default function CompactRoute() {
  const { navigation } = useLoaderData<typeof loader>();
  return (
    <CompactLayout navigation={navigation}>
      <Outlet />
    </CompactLayout>
  );
}
