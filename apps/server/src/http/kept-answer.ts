import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
