import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationListener } from '../db/client.js';
import { KeptValues } from './kept-values.js';

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer asked for again and again until its data changes (a board on every phone and TV), kept as its bytes
 * and, once a client asks for them, its compressed bytes: sending it again costs neither serialising nor compressing.
 */
export class KeptAnswer {
  readonly bytes: Buffer;
  private readonly compressed = new Map<Encoding, Buffer>();

  /** From the answer as the route's serialiser writes it. */
  constructor(serialised: string | Buffer | ArrayBuffer) {
    this.bytes = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as ArrayBuffer);
  }

  /** Sends the answer, compressed as the request accepts (brotli, else gzip, as the compression plugin chooses). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding: Encoding | undefined = /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.bytes);
    return reply.header('content-encoding', encoding).send(this.encoded(encoding));
  }

  /**
   * The bytes it holds at most: its own, and once asked its brotli and gzip forms, which are smaller (counted at the
   * size of its own bytes each, so that a bound on the answers kept holds whatever clients ask).
   */
  get heldBytes(): number {
    return this.bytes.length * 3;
  }

  private encoded(encoding: Encoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.gzipSync(this.bytes);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Answers kept by key in this process, bounded in entries and in bytes (least recently used out first), forgotten at
 * once when a table they are read from changes: every table's trigger announces a committed change on the change
 * channel (`table:<name>`, migration 0002), heard by every process, and a write's answer waits until this process has
 * heard it (`catchUp`), so the writer's next read is never an answer kept from before. While the channel is not heard
 * nothing is kept, and an answer read while a change was heard is not kept.
 */
export class KeptAnswers<Entry> {
  private readonly entries: KeptValues<Entry>;
  private readonly tables: ReadonlySet<string>;
  private listening = false;
  private generation = 0;

  constructor(
    private readonly options: {
      /** The tables the answers are read from. */
      tables: readonly string[];
      maxEntries: number;
      maxBytes: number;
      /** The bytes an entry holds in memory. */
      bytesOf: (entry: Entry) => number;
    },
  ) {
    this.tables = new Set(options.tables.map((table) => `table:${table}`));
    this.entries = new KeptValues(options);
  }

  readonly listener: NotificationListener = {
    heard: (payload) => {
      if (this.tables.has(payload)) this.forget(this.listening);
    },
    lost: () => this.forget(false),
    restored: () => this.forget(true),
  };

  /** The entry kept under `key`, or the one `read` gives (kept when it may be: `keep`). */
  async entryOf(key: string, read: () => Promise<Entry>, keep: (entry: Entry) => boolean = () => true): Promise<Entry> {
    // Least recently used order: a hit moves to the end.
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const entry = await read();
    if (this.listening && generation === this.generation && keep(entry)) {
      this.entries.keep(key, entry, this.options.bytesOf(entry));
    }
    return entry;
  }

  /** How many entries and bytes are kept. */
  get size() {
    return this.entries.size;
  }

  private forget(listening: boolean) {
    this.generation += 1;
    this.listening = listening;
    this.entries.clear();
  }
}
