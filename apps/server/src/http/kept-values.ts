/**
 * Values by key, bounded in entries and in bytes (each value's bytes as its keeper counts them): the least recently
 * used go first. A value larger than the whole bound is not kept: keeping it would push out everything else.
 */
export class KeptValues<Value> {
  private readonly values = new Map<string, { value: Value; bytes: number }>();
  private bytes = 0;

  constructor(private readonly bounds: { maxEntries: number; maxBytes: number }) {}

  /** The value kept under `key`, moved to the end of the order as most recently used. */
  get(key: string): Value | undefined {
    const kept = this.values.get(key);
    if (!kept) return undefined;
    this.values.delete(key);
    this.values.set(key, kept);
    return kept.value;
  }

  keep(key: string, value: Value, bytes: number) {
    this.forget(key);
    if (bytes > this.bounds.maxBytes) return;
    this.values.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.values.size > this.bounds.maxEntries || this.bytes > this.bounds.maxBytes) {
      this.forget(this.values.keys().next().value!);
    }
  }

  clear() {
    this.values.clear();
    this.bytes = 0;
  }

  /** How many values and bytes are kept. */
  get size() {
    return { entries: this.values.size, bytes: this.bytes };
  }

  private forget(key: string) {
    const kept = this.values.get(key);
    if (!kept) return;
    this.values.delete(key);
    this.bytes -= kept.bytes;
  }
}
