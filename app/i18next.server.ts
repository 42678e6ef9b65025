import { createCookie } from "@remix-run/cloudflare";
import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import en from "../public/i18n/en.json";
import tr from "../public/i18n/tr.json";
import { i18nConfig, type Locale } from "./i18n";

/** Chosen language, remembered for a year. Not HttpOnly-sensitive: it holds only "en" or "tr". */
export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export const resources = { en: { common: en }, tr: { common: tr } };

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
    searchParamKey: "lng",
  },
  i18next: { ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], resources },
});

const asLocale = (value: string): Locale => (value === "tr" ? "tr" : "en");

// Detection reads ?lng=, the cookie and Accept-Language; each loader gets its own Request copy, so
// the answer is kept per request scope (the page's load context, else the Request itself).
const detected = new WeakMap<object, Promise<Locale>>();

/** The request's UI language, detected once per request scope. */
export function localeOf(request: Request, scope: object = request): Promise<Locale> {
  let locale = detected.get(scope);
  if (!locale) detected.set(scope, (locale = i18next.getLocale(request).then(asLocale)));
  return locale;
}

// One initialised i18next per language per isolate (RemixI18Next.getFixedT and entry.server used to
// create and init a new instance per call, 2–4 per request). The resources are bundled and never
// change, and the server only reads (t), never changeLanguage, so sharing across requests is safe.
const instances = new Map<Locale, i18n>();

export function i18nFor(lng: Locale): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    // initImmediate: false + inline resources → init completes synchronously.
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      supportedLngs: [...i18nConfig.supportedLngs],
      lng,
      ns: ["common"],
      resources,
      initImmediate: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

export const fixedT = (lng: Locale): TFunction => i18nFor(lng).getFixedT(lng);
