/** scripts/i18n-catalogue-plugin.ts: each language's whole catalogue as a hashed static file. */
declare module "virtual:i18n-catalogue-urls" {
  const urls: Record<"en" | "tr", string>;
  export default urls;
}
