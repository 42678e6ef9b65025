import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * The id of the request that rendered this document (worker/request-log.ts), so an error page can
 * show it and a person can quote it (docs/operations.md). The server provides it through context
 * and writes it into a <meta>; the browser reads the <meta> while hydrating. After hydration a
 * failing client-side navigation is a different request, so the document's id is not shown then.
 */
const RequestIdContext = createContext("");
export const RequestIdProvider = RequestIdContext.Provider;

let hydrated = false;
const fromMeta = () => (typeof document === "undefined" ? "" : (document.querySelector('meta[name="request-id"]')?.getAttribute("content") ?? ""));

/** In <head>; also marks the end of hydration. */
export function RequestIdMeta() {
  const id = useContext(RequestIdContext) || fromMeta();
  useEffect(() => {
    hydrated = true;
  }, []);
  return id ? <meta name="request-id" content={id} /> : null;
}

/** "Reference: <id>" on the error page of a document request. */
export function ErrorReference() {
  const { t } = useTranslation();
  const id = useContext(RequestIdContext) || (hydrated ? "" : fromMeta());
  return id ? (
    <p className="text-xs text-muted-foreground" data-testid="error-reference">
      {t("errors.reference", { id })}
    </p>
  ) : null;
}
