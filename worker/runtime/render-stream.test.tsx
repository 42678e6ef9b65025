import { Suspense, type ReactNode } from "react";
// @ts-expect-error -- @types/react-dom declares no "server.browser" entry: react-dom/server's web build
import * as webBuild from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { renderToStream } from "./render-stream";

/** React's web renderer, what the pages used before (decision 321): the bytes to match. */
const { renderToReadableStream } = webBuild as typeof import("react-dom/server");

interface Later {
  text: string;
  arrived: boolean;
  promise: Promise<void>;
  arrive(): void;
}

/** A text that arrives later: the part of the page a Suspense boundary waits for. */
function later(text: string): Later {
  let resolve!: () => void;
  const value: Later = {
    text,
    arrived: false,
    promise: new Promise<void>((r) => (resolve = r)),
    arrive() {
      value.arrived = true;
      resolve();
    },
  };
  return value;
}

/** Suspends (React 18: throws the promise) until its text has arrived. */
function Deferred({ value }: { value: Later }) {
  if (!value.arrived) throw value.promise;
  return <p>{value.text}</p>;
}

const page = (deferred: Later, extra: ReactNode = null) => (
  <html lang="tr">
    <body>
      <h1 title={'Vergi & "ikamet"'}>Şirketin gerçek ikameti — 2026</h1>
      <ul>{Array.from({ length: 400 }, (_, i) => <li key={i} data-row={i}>{`Satır ${i} ü ğ ş ç ö ı €`}</li>)}</ul>
      <Suspense fallback={<span>Yükleniyor…</span>}>
        <Deferred value={deferred} />
      </Suspense>
      {extra}
    </body>
  </html>
);

async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}
function text(chunks: Uint8Array[]) {
  const decoder = new TextDecoder();
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
}

describe("renderToStream (React's Node renderer as a web stream)", () => {
  it("writes the same HTML as React's web renderer, byte for byte, with a boundary that resolves later", async () => {
    const a = later("Geç gelen paragraf");
    const b = later("Geç gelen paragraf");
    const ours = await renderToStream(page(a), { nonce: "n0nce" });
    const web = await renderToReadableStream(page(b), { nonce: "n0nce" });
    const [oursText, webText] = await Promise.all([
      chunksOf(ours).then(text),
      chunksOf(web).then(text),
      Promise.resolve().then(() => (a.arrive(), b.arrive())),
    ]);
    expect(oursText).toContain("Şirketin gerçek ikameti");
    expect(oursText).toContain("Geç gelen paragraf");
    expect(oursText).toBe(webText);
  });

  // React 18.3.1's Node build writes NUL bytes where a character of several bytes meets the end of
  // its 2 KB buffer (render-stream.ts). Each padding moves the characters to other offsets.
  it.each([0, 1, 2, 3])("has no stray bytes where a multi-byte character meets a buffer's end (padding %i)", async (padding) => {
    const rows = Array.from({ length: 300 }, (_, i) => `${"x".repeat(padding)}${i} ı € 🙂 ç`);
    const tree = (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    );
    const ours = new Uint8Array(await new Response(await renderToStream(tree)).arrayBuffer());
    const web = new Uint8Array(await new Response(await renderToReadableStream(tree)).arrayBuffer());
    expect(ours.includes(0)).toBe(false);
    expect(ours).toEqual(web);
  });

  it("sends the shell as one chunk and each later flush as one chunk", async () => {
    const value = later("sonra");
    const stream = await renderToStream(page(value));
    const reader = stream.getReader();
    const shell = await reader.read();
    // The shell is ~16 KB: the Node renderer fills 2 KB buffers, one chunk carries them all.
    expect(shell.value!.byteLength).toBeGreaterThan(12_000);
    expect(new TextDecoder().decode(shell.value)).toContain("Yükleniyor…");
    value.arrive();
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(rest).toHaveLength(1);
    expect(text(rest)).toContain("sonra");
  });

  it("allReady settles only when every boundary is written", async () => {
    const value = later("hazır");
    const stream = await renderToStream(page(value));
    let ready = false;
    void stream.allReady.then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    value.arrive();
    await stream.allReady;
    expect(text(await chunksOf(stream))).toContain("hazır");
  });

  it("an aborted request ends the stream and leaves the pending boundary to the client", async () => {
    const controller = new AbortController();
    const errors: unknown[] = [];
    const stream = await renderToStream(page(later("hiç gelmez")), { signal: controller.signal, onError: (e) => void errors.push(e) });
    controller.abort(new Error("client went away"));
    const html = text(await chunksOf(stream));
    expect(html).toContain("Yükleniyor…");
    expect(html).not.toContain("hiç gelmez");
    expect(errors).toHaveLength(1);
  });

  it("rejects when the shell itself fails, and reports the error", async () => {
    const errors: unknown[] = [];
    function Broken(): ReactNode {
      throw new Error("shell broke");
    }
    await expect(renderToStream(<Broken />, { onError: (e) => void errors.push(e) })).rejects.toThrow("shell broke");
    expect(errors).toHaveLength(1);
  });
});
