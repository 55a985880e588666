import { Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { pageWithLinks } from '../../http/list-query.js';
import type { Access } from '../../http/route-config.js';
import { getRecord, listRecords } from '../../http/resource-service.js';
import { idParams, listQuery, pageOf } from '../../http/schemas.js';
import { mailOutboxResource } from './mail-outbox.resource.js';

/** The outbox for the super admin: every mail Fairway wrote, whether it went, and what the mail server said. */
export function registerMailRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access: Access = { roles: [Role.superAdmin], course: 'none' };
  const tags = ['mail'];

  routes.get(
    '/api/mail_outbox/',
    {
      config: { access },
      schema: {
        operationId: 'mail_outbox_list',
        tags,
        summary: 'List the outbox',
        description:
          'Every mail Fairway has written, newest first, a page at a time (`page`, `page_size` up to 100), found with `search` (recipient, subject, club), sorted by `ordering` and narrowed by `status`. Super admin only.',
        querystring: listQuery.extend({
          status: z.string().optional().describe(mailOutboxResource.filterDescriptions!.status!),
          golf_course_id: z.string().optional().describe('Only mails of this club'),
        }),
        response: { 200: pageOf(mailOutboxResource.record) },
      },
    },
    async (request) => {
      const listed = await listRecords(db, mailOutboxResource, {
        query: request.query as Record<string, unknown>,
        golfCourseId: null,
      });
      return pageWithLinks(listed, { url: request.url, publicUrl: config.publicUrl });
    },
  );

  routes.get(
    '/api/mail_outbox/:id/',
    {
      config: { access },
      schema: {
        operationId: 'mail_outbox_read',
        tags,
        summary: 'Read a mail',
        description: 'One mail of the outbox with both its bodies, its attempts and its last error. Super admin only.',
        params: idParams,
        response: { 200: mailOutboxResource.record },
      },
    },
    (request) => getRecord(db, mailOutboxResource, request.params.id, null),
  );
}
