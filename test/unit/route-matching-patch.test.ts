import { matchRoutes, matchPath, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// patches/@remix-run+router+*.patch (decision 110): on the server a route tree's ranked branches,
// compiled path patterns and recent matches are remembered. These tests pin what must not change.
const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "index", index: true },
      { id: "list", path: "jurisdictions" },
      { id: "detail", path: "jurisdictions/:id" },
      { id: "splat", path: "docs/*" },
    ],
  },
];

const ids = (m: ReturnType<typeof matchRoutes>) => m?.map((x) => x.route.id);

describe("route matching with the server-side caches", () => {
  it("answers the same path the same way every time, ranked as before", () => {
    const routes = tree();
    for (let i = 0; i < 3; i++) {
      expect(ids(matchRoutes(routes, "/jurisdictions/cyprus"))).toEqual(["root", "detail"]);
      expect(matchRoutes(routes, "/jurisdictions/cyprus")?.[1].params).toEqual({ id: "cyprus" });
      expect(ids(matchRoutes(routes, "/jurisdictions"))).toEqual(["root", "list"]);
      expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "index"]);
      expect(matchRoutes(routes, "/docs/a/b")?.[1].params["*"]).toBe("a/b");
      expect(matchRoutes(routes, "/nowhere")).toBeNull();
    }
  });

  it("hands out copies: a caller changing its match cannot change the next request's", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/jurisdictions/malta")!;
    (first[1].params as Record<string, string>).id = "tampered";
    first.pop();
    const second = matchRoutes(routes, "/jurisdictions/malta")!;
    expect(ids(second)).toEqual(["root", "detail"]);
    expect(second[1].params).toEqual({ id: "malta" });
  });

  it("keeps separate trees apart", () => {
    const a = tree();
    const b: AgnosticRouteObject[] = [{ id: "other", path: "/jurisdictions/:code" }];
    expect(ids(matchRoutes(a, "/jurisdictions/x"))).toEqual(["root", "detail"]);
    expect(ids(matchRoutes(b, "/jurisdictions/x"))).toEqual(["other"]);
    expect(matchRoutes(b, "/jurisdictions/x")?.[0].params).toEqual({ code: "x" });
  });

  it("compiles patterns once but still honours case sensitivity and the end flag", () => {
    expect(matchPath({ path: "/Docs", caseSensitive: true, end: true }, "/docs")).toBeNull();
    expect(matchPath({ path: "/Docs", caseSensitive: false, end: true }, "/docs")).not.toBeNull();
    expect(matchPath({ path: "/docs", end: false }, "/docs/more")?.pathnameBase).toBe("/docs");
    expect(matchPath({ path: "/docs", end: true }, "/docs/more")).toBeNull();
  });
});

// patches/@remix-run+server-runtime+*.patch (decision 118): the route modules handed to every render
// are one object per build, so RemixServer's per-build route tree is really reused.
describe("entry route modules", () => {
  it("are the same object for the same build and hold every route's module", async () => {
    const { createEntryRouteModules } = await import("@remix-run/server-runtime/dist/esm/entry.js" as string);
    const build = { root: { module: { default: "Root" } }, "routes/a": { module: { default: "A" } } };
    const first = createEntryRouteModules(build);
    expect(first).toEqual({ root: { default: "Root" }, "routes/a": { default: "A" } });
    expect(createEntryRouteModules(build)).toBe(first);
    expect(createEntryRouteModules({ ...build })).not.toBe(first);
  });
});
