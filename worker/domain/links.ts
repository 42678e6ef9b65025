/** Link rules shared by the server's validation and the browser's forms (no dependencies, so it bundles small). */

/**
 * The one in-app path grammar (docs/security.md): `/` followed only by RFC 3986 path/query/fragment
 * characters (printable ASCII, no space, no backslash, no quotes or angle brackets), `%` only as a
 * valid `%XX` escape, at most 2,048 characters; after decoding, no control character, no backslash,
 * and it must not start with `//` or `/\`. Browsers drop tabs and newlines and read `\` as `/`, so
 * anything looser can turn `/\t/evil.test` into `//evil.test`.
 */
const PATH_CHARS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
export const IN_APP_PATH_MAX = 2048;

export function isInAppPath(value: string): boolean {
  if (typeof value !== "string" || value.length > IN_APP_PATH_MAX || !PATH_CHARS.test(value) || BAD_ESCAPE.test(value)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  return !UNSAFE_DECODED.test(decoded) && !decoded.startsWith("//");
}

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

export const isValidLink = (value: string) => isInAppPath(value) || isHttpUrl(value);
