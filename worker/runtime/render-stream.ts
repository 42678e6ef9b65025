/**
 * React's streaming server renderer, delivered as a web `ReadableStream` (what a Worker's `Response`
 * takes). Used for pages (app/entry.server.tsx) and mail (worker/domain/mail/render.server.tsx).
 *
 * Why React's Node renderer (`renderToPipeableStream`, Workers run it under `nodejs_compat`) and not
 * its web one (`renderToReadableStream`), decision 321: the web build encodes every dynamic string
 * of the page with its own `TextEncoder.encode` call — one new ArrayBuffer each, thousands per page —
 * and hands the stream a chunk per 512 bytes. The Node build encodes the same strings into one 2 KB
 * buffer at a time (`encodeInto`) and tells its destination when a flush ends; here each flush
 * becomes one chunk of the response. Under `perf`, `TextEncoder::encode` alone was 12 % of the
 * Worker's CPU on `/compliance`. The HTML is byte for byte the same (one React version, one
 * renderer; test beside this module).
 *
 * Wherever this module runs, `react-dom/server` is a build that has `renderToPipeableStream`: the
 * Worker's alias (wrangler.toml → worker/runtime/react-dom-server-stream.js), vitest's alias
 * (vitest.config.ts) and Node's own resolution (the seed script renders mail).
 */
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export interface RenderOptions {
  nonce?: string;
  /** aborts the render: what is still pending is left to the client (React's own abort) */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/** The page's HTML stream; `allReady` settles once every Suspense boundary has been written. */
export type RenderStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/** Resolves when the shell is ready (as `renderToReadableStream` does); rejects if the shell fails. */
export function renderToStream(element: ReactNode, options: RenderOptions = {}): Promise<RenderStream> {
  return new Promise((resolveShell, rejectShell) => {
    let markAllReady!: () => void;
    let failAllReady!: (error: unknown) => void;
    const allReady = new Promise<void>((resolve, reject) => {
      markAllReady = resolve;
      failAllReady = reject;
    });
    // A failed render rejects the shell's promise too; nobody need await allReady.
    allReady.catch(() => {});

    const render = renderToPipeableStream(element, {
      nonce: options.nonce,
      onError: options.onError,
      onAllReady: () => markAllReady(),
      onShellError(error) {
        failAllReady(error);
        rejectShell(error);
      },
      onShellReady() {
        let destination: ReturnType<typeof flushedChunks> | undefined;
        const stream = new ReadableStream<Uint8Array>(
          {
            // React starts writing when the response is first read, as its web build does. By then
            // the boundaries that were only waiting on already-settled work (a lazy module in this
            // isolate, data that is there) have completed and are written in place, not as a
            // fallback with a script that swaps them in: the web build retries a boundary at
            // once, the Node build one macrotask later (setImmediate), hence the one wait here.
            async pull(controller) {
              if (destination) return;
              destination = flushedChunks(controller);
              await new Promise((resolve) => setImmediate(resolve));
              render.pipe(destination as unknown as NodeJS.WritableStream);
            },
            cancel(reason) {
              destination?.cancelled();
              render.abort(reason);
            },
          },
          { highWaterMark: 0 },
        ) as RenderStream;
        stream.allReady = allReady;
        resolveShell(stream);
      },
    });

    const { signal } = options;
    if (signal?.aborted) render.abort(signal.reason);
    else signal?.addEventListener("abort", () => render.abort(signal.reason), { once: true });
  });
}

/** The Node build's buffer (react-dom 18.3.1, VIEW_SIZE). */
const NODE_VIEW_SIZE = 2048;

/**
 * React 18.3.1's Node renderer has a known bug (facebook/react#24985 and #31134; fixed by #26228,
 * which is only in React 19): when a character of several UTF-8 bytes does not fit at the end of its
 * 2 KB buffer, it writes the whole buffer, so the 1–3 bytes it left unwritten go out as NUL bytes.
 * The buffer is new (all zeros) and valid UTF-8 never ends in a NUL byte unless the text itself holds
 * U+0000, which nothing of ours renders (and which HTML drops in body text). Trimming the zeros at
 * the end of a full buffer gives exactly the bytes React meant; the test beside this module holds it
 * to the web build's bytes with 2-, 3- and 4-byte characters moved across buffer ends by four
 * paddings. Goes with React 19.
 */
function withoutUnwrittenTail(view: Uint8Array): Uint8Array {
  let end = view.byteLength;
  while (end > view.byteLength - 3 && view[end - 1] === 0) end--;
  return end === view.byteLength ? view : view.subarray(0, end);
}

/**
 * The writable side React's Node renderer writes to: it keeps the bytes of one flush and enqueues
 * them as one chunk when React calls `flush()` (at the end of every flush; `end()` follows it when
 * the page is complete). React never reuses a buffer it has written, so keeping them is safe.
 * `write` returns true, as the web build's does: the stream's queue takes what React renders.
 * React also registers "drain", "error" and "close" listeners; nothing here emits them — the
 * stream's `cancel` aborts the render instead.
 */
function flushedChunks(controller: ReadableStreamDefaultController<Uint8Array>) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let closed = false;
  const flush = () => {
    if (closed || pendingBytes === 0) return;
    let chunk = pending[0];
    if (pending.length > 1) {
      chunk = new Uint8Array(pendingBytes);
      let at = 0;
      for (const part of pending) {
        chunk.set(part, at);
        at += part.byteLength;
      }
    }
    pending = [];
    pendingBytes = 0;
    controller.enqueue(chunk);
  };
  const destination = {
    write(chunk: Uint8Array) {
      if (closed || chunk.byteLength === 0) return true;
      const part = chunk.byteLength === NODE_VIEW_SIZE ? withoutUnwrittenTail(chunk) : chunk;
      pending.push(part);
      pendingBytes += part.byteLength;
      return true;
    },
    flush,
    end() {
      flush();
      if (!closed) controller.close();
      closed = true;
    },
    destroy(error: unknown) {
      if (!closed) controller.error(error);
      closed = true;
    },
    on() {
      return destination;
    },
    /** the reader went away: what React still writes while it aborts goes nowhere */
    cancelled() {
      closed = true;
    },
  };
  // React's types ask for a Node Writable (the pipe() above); it calls only these members (react-dom 18.3).
  return destination;
}
