import { startApp, signedInSession } from "./server";
const app = await startApp("probe");
try {
  const s = await signedInSession(app.baseUrl);
  for (const path of ["/jurisdictions/cyprus", "/profile", "/advisor"]) {
    const html = await (await fetch(`${app.baseUrl}${path}`, { headers: { Cookie: s.cookie } })).text();
    const body = html.slice(html.indexOf("<body"), html.indexOf("<script"));
    const tags = (body.match(/<[a-z][^>]*>/g) ?? []).length;
    const attrs = (body.match(/ [a-zA-Z-:]+="/g) ?? []).length;
    const svg = (body.match(/<(path|circle|rect|line|polyline|svg)\b/g) ?? []).length;
    console.log(path, "html", html.length, "body-before-scripts", body.length, "tags", tags, "attrs", attrs, "svg-els", svg, "scripts-json", html.length - body.length);
    const mainIdx = html.indexOf('id="main"');
    console.log("  shell part before main:", mainIdx, " main part:", html.indexOf("<script", mainIdx) - mainIdx);
  }
} finally { await app.stop(); }
