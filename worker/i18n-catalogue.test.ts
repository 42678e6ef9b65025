import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { turkishOf } from "#worker/domain/tax/params/turkish";
import { fixedT, onceUntilDone, readCatalogue } from "./i18next.server";

// Decision 280: the Turkish catalogue is not bundled; it is read once per isolate from /i18n/tr.json.
describe("the Turkish catalogue read at run time", () => {
  it("is read through the static-asset binding and is the file the browser gets", async () => {
    const catalogue = await readCatalogue("tr", env, "https://taxatlas.test");
    const served = (await (await env.ASSETS!.fetch("https://taxatlas.test/i18n/tr.json")).json()) as Record<string, unknown>;
    expect(catalogue).toEqual(served);
    expect(Object.keys(catalogue).length).toBeGreaterThan(10);
  });

  it("translates in Turkish once loaded (test/setup.ts loads it as a request's context does)", () => {
    expect(fixedT("tr")("pages.jurisdiction.title")).not.toBe(fixedT("en")("pages.jurisdiction.title"));
  });

  it("brings the tax parameters' Turkish (the static asset /i18n/tax-params.tr.json, decision 281) into the table the engine's pages read", async () => {
    const table = (await (await env.ASSETS!.fetch("https://taxatlas.test/i18n/tax-params.tr.json")).json()) as Record<string, string>;
    expect(Object.keys(table).length).toBeGreaterThan(400);
    expect(Object.entries(table).filter(([english, turkish]) => turkishOf(english) !== turkish)).toEqual([]);
    expect(table["Groups with consolidated revenue of EUR 750 million or more pay a top-up to a 15 % effective rate in each jurisdiction."]).toMatch(/^Konsolide hasılatı/);
  });

  it("fails loudly when the asset is missing", async () => {
    const missing = { ASSETS: { fetch: async () => new Response("not found", { status: 404 }) } as unknown as Fetcher };
    await expect(readCatalogue("tr", missing, "https://taxatlas.test")).rejects.toThrow(/tr catalogue could not be read \(404\)/);
  });

  it("runs once after success and again after a failure", async () => {
    const calls: string[] = [];
    const load = onceUntilDone(async (attempt: string) => {
      calls.push(attempt);
      if (attempt === "fails") throw new Error("read failed");
    });
    await expect(load("fails")).rejects.toThrow("read failed");
    await load("works");
    await load("again");
    expect(calls).toEqual(["fails", "works"]);
  });

  it("never hands one request's pending read to another: two first calls at once both run", async () => {
    const calls: string[] = [];
    const load = onceUntilDone(async (attempt: string) => {
      calls.push(attempt);
      await Promise.resolve();
    });
    await Promise.all([load("first"), load("second")]);
    await load("third");
    expect(calls).toEqual(["first", "second"]);
  });
});
