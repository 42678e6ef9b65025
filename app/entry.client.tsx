import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18N_RESOURCES_ID, i18nConfig } from "./i18n";

/** The page language's translations the server inlined (root Layout); absent → fetched as before. */
function inlineTranslations(lng: string) {
  const text = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { [lng]: { common: JSON.parse(text) as Record<string, unknown> } };
  } catch {
    return undefined;
  }
}

async function hydrate() {
  const lng = document.documentElement.lang || "en";
  const resources = inlineTranslations(lng);
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
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
      // Spec §7/§9: translations at ./i18n/{lang}.json, retried twice before falling back.
      backend: { loadPath: "/i18n/{{lng}}.json" },
      maxRetries: 2,
    });
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
