import multipart from '@fastify/multipart';
import { attachmentLimits, attachmentRecord } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { AreaDeps } from '../../http/area.js';
import { permissionDenied } from '../../http/errors.js';
import { actorOf } from '../../http/request-context.js';
import { pageWithLinks } from '../../http/list-query.js';
import { errorAnswers, idParams, listQuery, pageOf } from '../../http/schemas.js';
import { getAttachment } from './get-attachment.js';
import { getAttachmentFile } from './get-attachment-file.js';
import { attachmentFilterDescriptions, listAttachments } from './list-attachments.js';
import { uploadAttachment } from './upload-attachment.js';

const unreadableUpload = 'Send the image as multipart/form-data, in one field named "file".';

/**
 * The upload's form: one file. Documented for clients; the multipart parser, not the schema, reads it, so the body the
 * schema sees of a multipart request is empty.
 */
const uploadForm = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      file: z
        .any()
        .optional()
        .meta({
          type: 'string',
          format: 'binary',
          description: `A PNG, JPEG or WebP image of at most ${attachmentLimits.maxBytes / (1024 * 1024)} MB`,
        }),
    })
    // Required for clients; the use case, not the schema, says what is wrong when it is missing.
    .meta({ required: ['file'] }),
);

/** A stored image never changes (a new logo is a new attachment), so browsers and proxies may keep it for a year. */
const cacheForever = 'public, max-age=31536000, immutable';

/** Uploads (signed-in users with a role in a club), their records, and their images (public: logos are public). */
export function registerAttachmentRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  // Multipart bodies are parsed for these routes only.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/attachments/',
      {
        schema: {
          operationId: 'attachments_create',
          tags: ['attachments'],
          summary: 'Upload an image',
          description: `Stores an uploaded image (a club logo): multipart/form-data with one field \`file\`, a PNG, JPEG or WebP image (judged by its content, not its name) of at most ${attachmentLimits.maxBytes / (1024 * 1024)} MB and ${attachmentLimits.maxPixels / 1_000_000} million pixels. It is re-encoded without its metadata and shrunk to fit ${attachmentLimits.maxSide} pixels. Any signed-in user with a role in a club may upload; they are recorded as its owner.`,
          consumes: ['multipart/form-data'],
          body: uploadForm,
          response: { 201: attachmentRecord, 403: errorAnswers[403] },
        },
      },
      async (request, reply) => {
        const { principal } = request;
        if (!principal!.caller.isSuperAdmin && principal!.rolesByCourse.size === 0) throw permissionDenied();
        if (!request.isMultipart()) throw new InvalidInputError({ file: [unreadableUpload] });
        let upload: { fileName: string; bytes: Buffer; truncated: boolean };
        try {
          const part = await request.file({
            limits: { fileSize: attachmentLimits.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1000 },
          });
          if (!part || part.fieldname !== 'file') throw new Error('no file field');
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename, bytes, truncated: part.file.truncated };
        } catch {
          throw new InvalidInputError({ file: [unreadableUpload] });
        }
        const created = await uploadAttachment(db, { actor: actorOf(request), ...upload });
        return reply.code(201).send(created);
      },
    );
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/attachments/',
    {
      config: { access: { course: 'required' } },
      schema: {
        operationId: 'attachments_list',
        tags: ['attachments'],
        summary: "List the club's uploads",
        description:
          "The images uploaded by the people who hold a role in the club of `X-Golf-Course`, and the club's logo: every one for the club's admins (and a super admin), only their own uploads for the club's other roles. A page at a time (`page`, `page_size` up to 100), found with `search` (file name), sorted by `ordering` (newest first by default) and narrowed by `owner_id` and `content_type`.",
        querystring: listQuery.extend({
          owner_id: z.string().optional().describe(attachmentFilterDescriptions.owner_id),
          content_type: z.string().optional().describe(attachmentFilterDescriptions.content_type),
        }),
        response: { 200: pageOf(attachmentRecord) },
      },
    },
    async (request) => {
      const viewer = {
        userId: request.caller!.id,
        golfCourseId: request.golfCourseId!,
        courseRoles: request.courseRoles,
      };
      return pageWithLinks(await listAttachments(db, viewer, request.query), {
        url: request.url,
        publicUrl: config.publicUrl,
      });
    },
  );

  routes.get(
    '/api/attachments/:id/',
    {
      schema: {
        operationId: 'attachments_read',
        tags: ['attachments'],
        summary: 'Read an attachment',
        description: "An uploaded image's record: its name, type, size, owner and the address of the image itself.",
        params: idParams,
        response: { 200: attachmentRecord },
      },
    },
    (request) => getAttachment(db, request.params.id),
  );

  // Typed without the schema's types: the answer is the image's bytes, not the binary string the document describes.
  app.get<{ Params: { id: number } }>(
    '/api/attachments/:id/file/',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'attachments_file',
        tags: ['attachments'],
        summary: 'An attachment image',
        description:
          'The stored image itself, for anyone (club logos show on public pages): its own content type, `X-Content-Type-Options: nosniff`, and cached for a year, as it never changes.',
        params: idParams,
        response: {
          200: {
            description: 'The image.',
            content: Object.fromEntries(
              attachmentLimits.contentTypes.map((type) => [
                type,
                { schema: z.string().meta({ format: 'binary', description: 'The image bytes' }) },
              ]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      const file = await getAttachmentFile(db, request.params.id);
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cacheForever)
        .header('content-disposition', `inline; filename="attachment-${request.params.id}"`)
        .header('last-modified', file.createdAt.toUTCString())
        .send(file.data);
    },
  );
}
