/**
 * "Chrome on macOS" from a User-Agent, for the sessions list, the new-device notification and the
 * new-device mail (one helper since issue 30; the mail takes the reader's language). A
 * label, never a security decision: the user agent is whatever the client says.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS/, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string | null | undefined): { en: string; tr: string } {
  if (!userAgent) return { en: "an unknown device", tr: "bilinmeyen bir cihaz" };
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return { en: `${browser} on ${system}`, tr: `${system} üzerinde ${browser}` };
  const one = browser ?? system;
  if (one) return { en: one, tr: one };
  const short = userAgent.slice(0, 60);
  return { en: short, tr: short };
}
