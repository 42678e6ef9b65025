/**
 * A per-isolate memo keyed by what clients send (Cookie headers, tokens, the keys a page used):
 * once it holds `limit` entries, adding a new key first forgets them all. No bookkeeping on the hot
 * path, and a memo that was emptied refills from the next requests.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
