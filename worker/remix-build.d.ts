// `#remix-build` is the Remix server bundle (`remix vite:build` → build/server), mapped in package.json "imports".
declare module "#remix-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}
