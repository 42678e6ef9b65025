/** Link rules shared by the server's validation and the browser's forms (no dependencies, so it bundles small). */

/** An in-app path (`/x`, never `//host` or `/\host`). */
export const isInAppPath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

export const isValidLink = (value: string) => isInAppPath(value) || isHttpUrl(value);
