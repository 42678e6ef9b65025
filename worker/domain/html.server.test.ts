import { describe, expect, it } from "vitest";
import { sanitizeHtml, stripHtml } from "./html.server";

describe("sanitizeHtml", () => {
  it("keeps formatting and drops scripts, handlers and javascript: links", () => {
    const out = sanitizeHtml(`<p>Filing <strong>due</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://gov.example">ok</a></p>`);
    expect(out).toContain("<strong>due</strong>");
    expect(out).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(out).toContain('href="https://gov.example"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it("strips to text", () => {
    expect(stripHtml("<b>Hi</b> <i>there</i><script>x</script>")).toBe("Hi there");
  });
});
