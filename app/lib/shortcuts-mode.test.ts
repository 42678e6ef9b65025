import { describe, expect, it } from "vitest";
import { initialShortcutsState, isShortcutFormValid, shortcutsReducer, type ShortcutsEvent, type ShortcutsState } from "./shortcuts-mode";

const run = (...events: ShortcutsEvent[]) => events.reduce<ShortcutsState>(shortcutsReducer, initialShortcutsState);

describe("shortcuts mode machine (spec §4)", () => {
  it("starts in view", () => {
    expect(initialShortcutsState).toEqual({ mode: "view", editingId: null });
  });
  it("view → modify (Enter edit mode) → view", () => {
    expect(run({ type: "enterEditMode" }).mode).toBe("modify");
    expect(run({ type: "enterEditMode" }, { type: "exitEditMode" }).mode).toBe("view");
  });
  it("view → add (Add shortcut); cancel in add returns to view", () => {
    expect(run({ type: "add" }).mode).toBe("add");
    expect(run({ type: "add" }, { type: "cancel" })).toEqual(initialShortcutsState);
  });
  it("modify → edit when a shortcut is chosen; cancel in edit returns to modify", () => {
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "s1" })).toEqual({ mode: "edit", editingId: "s1" });
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "s1" }, { type: "cancel" })).toEqual({ mode: "modify", editingId: null });
  });
  it("after save (add or edit) or delete the mode is modify", () => {
    expect(run({ type: "add" }, { type: "saved" }).mode).toBe("modify");
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "s1" }, { type: "saved" })).toEqual({ mode: "modify", editingId: null });
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "s1" }, { type: "deleted" }).mode).toBe("modify");
  });
  it("ignores transitions the spec does not have", () => {
    expect(run({ type: "choose", id: "s1" }).mode).toBe("view");
    expect(run({ type: "cancel" }).mode).toBe("view");
    expect(run({ type: "saved" }).mode).toBe("view");
    expect(run({ type: "enterEditMode" }, { type: "add" }).mode).toBe("modify");
    expect(run({ type: "add" }, { type: "enterEditMode" }).mode).toBe("add");
    expect(run({ type: "add" }, { type: "deleted" }).mode).toBe("add");
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "a" }, { type: "choose", id: "b" }).editingId).toBe("a");
  });
  it("reset (panel closed) goes back to view from anywhere", () => {
    expect(run({ type: "enterEditMode" }, { type: "choose", id: "s1" }, { type: "reset" })).toEqual(initialShortcutsState);
  });
});

describe("shortcut form validity (spec §5)", () => {
  const valid = { label: "Tasks", description: "", icon: "check-square", link: "/apps/tasks", useRouter: true };
  it("accepts label, icon and link with an optional description", () => {
    expect(isShortcutFormValid(valid)).toBe(true);
    expect(isShortcutFormValid({ ...valid, link: "https://example.com", useRouter: false })).toBe(true);
  });
  it("requires label, a known icon and a valid link", () => {
    expect(isShortcutFormValid({ ...valid, label: "  " })).toBe(false);
    expect(isShortcutFormValid({ ...valid, icon: "" })).toBe(false);
    expect(isShortcutFormValid({ ...valid, icon: "rocket-ship" })).toBe(false);
    // an icon in the spec's format, stored through the API, keeps the form valid
    expect(isShortcutFormValid({ ...valid, icon: "heroicons_outline:document" })).toBe(true);
    expect(isShortcutFormValid({ ...valid, icon: "fontawesome:star" })).toBe(false);
    expect(isShortcutFormValid({ ...valid, link: "" })).toBe(false);
    expect(isShortcutFormValid({ ...valid, link: "javascript:alert(1)", useRouter: false })).toBe(false);
    expect(isShortcutFormValid({ ...valid, link: "//evil.example" })).toBe(false);
  });
  it("refuses in-app routing for an external link", () => {
    expect(isShortcutFormValid({ ...valid, link: "https://example.com", useRouter: true })).toBe(false);
  });
});
