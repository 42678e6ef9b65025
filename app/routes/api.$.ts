import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { api } from "#worker/api";

/**
 * Only reached under `remix vite:dev`, where the Worker entry does not run: hands /api/* to the
 * same Hono app. In the Worker, worker/index.ts routes /api/* to Hono before Remix sees it.
 */
const forward = ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) => api.fetch(request, context.app.env);
export const loader = forward;
export const action = forward;
