// `ws` comes with miniflare/wrangler (no @types/ws installed): the little of it bench/heap.ts uses.
declare module "ws" {
  export default class WebSocket {
    constructor(url: string);
    once(event: "open" | "error", listener: (arg?: unknown) => void): this;
    on(event: "message", listener: (data: Buffer) => void): this;
    send(data: string): void;
    close(): void;
  }
}
