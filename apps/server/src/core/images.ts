import { attachmentLimits } from '@fairway/contract';
import type { Metadata } from 'sharp';
import { InvalidInputError } from './domain-errors.js';

/**
 * sharp, loaded at its first use rather than at start: its native library is some 14 MB of a server's memory, which
 * may serve for days without touching an image (issue 37). The PDFs load pdfkit the same way, for its 21 MB.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

export type ImageType = (typeof attachmentLimits.contentTypes)[number];

/** An image as it is stored: re-encoded, without metadata, with what a client is told about it. */
export type PreparedImage = { contentType: ImageType; data: Buffer; width: number; height: number };

/** The first bytes of each image type taken: the content decides the type, never the file's name. */
function typeByMagicBytes(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const sharpFormatOf: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

const refuse = (message: string) => new InvalidInputError({ file: [message] });

/**
 * Judges an upload by its content and re-encodes it: a PNG, JPEG or WebP image of at most `attachmentLimits.maxBytes`
 * and `maxPixels`, turned upright, shrunk to fit `maxSide` and written again in its own format, which drops its
 * metadata (camera, place, comments) and anything hidden after the image. Throws InvalidInputError on `file`.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length === 0) throw refuse('The submitted file is empty.');
  if (bytes.length > attachmentLimits.maxBytes) throw refuse(tooLargeMessage);
  const contentType = typeByMagicBytes(bytes);
  if (!contentType) throw refuse(notAnImageMessage);
  const options = { limitInputPixels: attachmentLimits.maxPixels, animated: false } as const;
  let metadata: Metadata;
  try {
    // Reads the header only: the declared size is refused before any pixel is decoded.
    metadata = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(notAnImageMessage);
  }
  if (metadata.format !== sharpFormatOf[contentType]) throw refuse(notAnImageMessage);
  if (metadata.width * metadata.height > attachmentLimits.maxPixels) {
    throw refuse(
      `The image is ${metadata.width} x ${metadata.height} pixels; it may have at most ${(attachmentLimits.maxPixels / 1_000_000).toFixed(0)} million.`,
    );
  }
  try {
    const image = (await loadSharp())(bytes, options).rotate().resize({
      width: attachmentLimits.maxSide,
      height: attachmentLimits.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : contentType === 'image/jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType, data, width: info.width, height: info.height };
  } catch {
    throw refuse('The image could not be read: it may be damaged. Save it again and upload the new file.');
  }
}

export const tooLargeMessage = `The file is larger than ${attachmentLimits.maxBytes / (1024 * 1024)} MB.`;
export const notAnImageMessage = 'Upload a PNG, JPEG or WebP image; this file is not one.';

/** A small square PNG: a disc of `colour` with `initials` in white, for a club without a logo of its own. */
export async function initialsDisc(initials: string, colour: string, size = 256): Promise<Buffer> {
  const letters = initials
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="${colour}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="bold"
    font-size="${Math.round(size / (letters.length > 2 ? 3.2 : 2.6))}" fill="#ffffff">${letters}</text>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}
