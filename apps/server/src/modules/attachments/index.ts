import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerAttachmentRoutes } from './attachment-routes.js';

/** Attachments: uploaded images (club logos), checked, re-encoded and kept in the database. */
export function registerAttachments(app: FastifyInstance, deps: AreaDeps) {
  registerAttachmentRoutes(app, deps);
}
