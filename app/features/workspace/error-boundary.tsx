import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { AlertTriangle, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./states";

/**
 * A workspace page that failed to load: shown inside the shell (navigation stays usable), 404 as
 * "not here", anything else with a way to try again.
 */
export function WorkspaceErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-lg py-10">
      <EmptyState
        title={t(notFound ? "workspace.errors.pageNotFound" : "workspace.errors.pageFailed")}
        body={t(notFound ? "workspace.errors.pageNotFoundBody" : "workspace.errors.pageFailedBody")}
        icon={notFound ? SearchX : AlertTriangle}
      >
        {notFound ? (
          <Link to=".." relative="path" className="text-sm font-medium text-primary underline">
            {t("workspace.common.back")}
          </Link>
        ) : (
          <a href="" className="text-sm font-medium text-primary underline">
            {t("workspace.common.retry")}
          </a>
        )}
      </EmptyState>
    </div>
  );
}
