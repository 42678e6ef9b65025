/**
 * Every Remix action reads a form (issue 18 defect 6). Checked once, here, before any route runs:
 * a body that is not `application/x-www-form-urlencoded` or `multipart/form-data` is 415, a form
 * body that does not parse is 400, and a post without a body reaches the action as an empty form
 * (its schema then answers with field errors). So no action can crash on `request.formData()`.
 */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const JSON_TYPE = /^application\/json\b/i;
/** Resource routes the workspace apps call with JSON (app/routes/resources.*); they read and validate it themselves. */
const JSON_RESOURCE = /^\/resources\/(mail|services|contacts|tasks|scrumboard|notes)$/;

export async function acceptFormBody(request: Request, pathname: string): Promise<Request | Response> {
  const type = request.headers.get("Content-Type") ?? "";
  // Their action reads the body with the one JSON reader (worker/api/validation.ts: 415 / 400).
  if (request.body !== null && JSON_TYPE.test(type) && JSON_RESOURCE.test(pathname)) return request;
  if (request.body === null) {
    if (FORM_TYPES.test(type)) return request;
    const headers = new Headers(request.headers);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(request, { headers, body: "" });
  }
  if (!FORM_TYPES.test(type)) return plain(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  // URL-encoded bodies always parse; only multipart can be broken, so only it is read twice.
  if (!/^multipart\//i.test(type)) return request;
  try {
    await request.clone().formData();
  } catch {
    return plain(400, "The form body could not be read.");
  }
  return request;
}

const plain = (status: number, message: string) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
