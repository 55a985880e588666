import { z } from 'zod';
import { recordExample, recordFields } from './records.js';

/**
 * What an upload may be: a PNG, JPEG or WebP image (judged by its content, not its name) of at most 2 MB and
 * 25 million pixels (5,000 x 5,000), so that decoding it takes a bounded amount of memory.
 */
export const attachmentLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxPixels: 25_000_000,
  /** Stored images are shrunk to fit this many pixels on their longer side: a logo or a photo needs no more. */
  maxSide: 2048,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  fileName: 255,
} as const;

export const attachmentContentType = z.enum(attachmentLimits.contentTypes);

export const attachmentRecord = z
  .object({
    ...recordFields,
    file_name: z.string().describe('The name the file was uploaded with'),
    content_type: attachmentContentType.describe('The type of the stored image, from its content'),
    size: z.number().int().describe('Bytes of the stored (re-encoded) image'),
    width: z.number().int(),
    height: z.number().int(),
    owner_id: z.number().int().nullable().describe('The user who uploaded it'),
    url: z.string().describe('Where the image itself is served: public, cached, never changes'),
  })
  .meta({
    id: 'Attachment',
    examples: [
      {
        ...recordExample,
        file_name: 'club-logo.png',
        content_type: 'image/png',
        size: 18_234,
        width: 256,
        height: 256,
        owner_id: 2,
        url: '/api/attachments/1/file/',
      },
    ],
  });

/** The address of an attachment's image, relative to the server. */
export const attachmentFileUrl = (id: number) => `/api/attachments/${id}/file/`;
