import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { trackingI18n } from "~/i18next.server";
import { keysUsedBy, type Locale } from "~/i18n";
import { preparedSection, rememberSection, sectionKey } from "./prepared-sections";

/**
 * Renders the sections an owner does not have yet (app/lib/prepared-sections.ts) with the page's own
 * streaming renderer, so the markup is the one the page would write. Called by a loader: before
 * and outside the page's render. Only for elements that need no context but the language (no
 * router links, no useId). Requests that arrive while a section renders render it too; nothing
 * pending is shared between requests.
 */
export async function prepareSections(locale: Locale, owner: object, elements: Record<string, () => ReactElement>) {
  const missing = Object.entries(elements)
    .map(([name, element]) => [sectionKey(locale, name), element] as const)
    .filter(([key]) => !preparedSection(owner, key));
  await Promise.all(
    missing.map(async ([key, element]) => {
      const view = trackingI18n(locale);
      const stream = await renderToReadableStream(<I18nextProvider i18n={view}>{element()}</I18nextProvider>);
      await stream.allReady;
      const html = await new Response(stream).text();
      rememberSection(owner, key, { html, keys: keysUsedBy(view) ?? [] });
    }),
  );
}
