import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** Who is acting, as services need it: for `created_by`, `updated_by` and the audit log. */
export type Actor = { userId: number | null; golfCourseId: number | null; ip: string | null };

export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.caller?.id ?? null, golfCourseId: request.golfCourseId, ip: request.ip };
}

export type AuditEntry = {
  action:
    | 'login'
    | 'login_failed'
    | 'logout'
    | 'password_changed'
    | 'role_granted'
    | 'role_revoked'
    | 'create'
    | 'update'
    | 'delete';
  entity: string;
  entityId?: number | null;
  detail?: Record<string, unknown>;
};

/** Writes one audit entry; call it with the transaction of the change it records. */
export async function writeAudit(db: Database, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    user_id: actor.userId,
    golf_course_id: actor.golfCourseId,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    detail: entry.detail ?? null,
  });
}
