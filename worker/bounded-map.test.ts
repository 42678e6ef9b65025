import { describe, expect, it } from "vitest";
import { BoundedMap } from "./bounded-map";

describe("BoundedMap", () => {
  it("holds at most `limit` entries: a new key past the limit starts it over", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    map.set("a", 3); // an existing key is replaced, nothing forgotten
    expect([...map]).toEqual([["a", 3], ["b", 2]]);
    map.set("c", 4);
    expect([...map]).toEqual([["c", 4]]);
  });
});
