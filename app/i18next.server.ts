import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import en from "../public/i18n/en.json";
import tr from "../public/i18n/tr.json";
import { i18nConfig } from "./i18n";

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
