import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18N_RESOURCES_ID, i18nConfig } from "./i18n";

/** The catalogue entries the server inlined for this page (root Layout); absent → fetched as before. */
function inlineTranslations(lng: string) {
  const text = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { [lng]: { common: JSON.parse(text) as Record<string, unknown> } };
  } catch {
    return undefined;
  }
}

/**
 * Loads /i18n/<lng>.json (spec §7/§9) when the user switches language. Network errors and 5xx
 * answers ask i18next to retry (`maxRetries`), as i18next-http-backend did; this is its one
 * behaviour we use, without its ~4 KiB gzip in every page's first load (issue 15).
 */
const jsonBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, _ns, callback) {
    fetch(`/i18n/${encodeURIComponent(lng)}.json`).then(
      async (res) => {
        if (!res.ok) return callback(new Error(`failed loading /i18n/${lng}.json: ${res.status}`), res.status >= 500 || res.status === 429);
        try {
          callback(null, (await res.json()) as Record<string, unknown>);
        } catch (error) {
          callback(error as Error, false);
        }
      },
      (error: Error) => callback(error, true),
    );
  },
};

/**
 * The page language's whole catalogue from its hashed file (preloaded in the head, so this is
 * normally answered from the preload), merged into the inlined entries: the menus, dialogs and
 * pages this page's HTML did not render need it (decision 117). A failure is retried on the next
 * full page load; the inlined entries keep this page working.
 */
async function wholeCatalogue() {
  const url = document.getElementById(I18N_RESOURCES_ID)?.dataset.catalogue;
  if (!url) return undefined;
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`failed loading ${url}: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

async function hydrate() {
  const lng = document.documentElement.lang || "en";
  const resources = inlineTranslations(lng);
  // Requested before i18next starts, merged once it has (deep, over the inlined entries).
  const whole = resources ? wholeCatalogue() : undefined;
  await i18next
    .use(initReactI18next)
    .use(jsonBackend)
    .init({
      ...i18nConfig,
      supportedLngs: [...i18nConfig.supportedLngs],
      lng,
      ns: ["common"],
      // The current language comes inline (no request before hydrating); the other one is
      // fetched from /i18n/<lng>.json when the user switches.
      resources,
      partialBundledLanguages: true,
      // Otherwise a Turkish page would fetch en.json (the fallback) before hydrating; the
      // catalogues' keys are kept in step by test/unit/i18n.test.ts, so nothing falls back.
      ...(resources ? { fallbackLng: false as const } : {}),
      // Spec §7/§9: translations at ./i18n/{lang}.json (jsonBackend), retried twice before falling back.
      maxRetries: 2,
      // A component that rendered before the whole catalogue arrived re-renders with it.
      react: { ...i18nConfig.react, bindI18nStore: "added" },
    });
  whole?.then(
    (bundle) => bundle && i18next.addResourceBundle(lng, "common", bundle, true, true),
    (error) => console.error("Unable to load the whole translation catalogue", error),
  );
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Unable to load translation and all the fallback languages", error));
