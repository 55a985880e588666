import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real image made with sharp: a `width` x `height` picture of noise (which compresses badly) or a flat colour. */
export async function imageOf(
  format: 'png' | 'jpeg' | 'webp',
  { width = 64, height = 48, noise = false }: { width?: number; height?: number; noise?: boolean } = {},
): Promise<Buffer> {
  const image = noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: '#2e7d32' } });
  return image.toFormat(format).toBuffer();
}

/** The CRC-32 a PNG chunk ends with. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small, well-formed PNG whose header declares `width` x `height` pixels (a "decompression bomb" as an upload
 * limit sees it): a few bytes of file that would take gigabytes to decode.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // One row's worth of zeros, compressed: the rest is missing, which a decoder only finds out after allocating.
  const data = deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field (and any text fields), as a browser sends it. */
export function multipartBody(
  file: { field?: string; name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----fairway-test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
