import type { Database } from '../db/client.js';
import { insertRows } from '../db/insert-rows.js';
import { auditLog } from '../db/schema/index.js';
import type { Actor } from './actor.js';

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
  await writeAudits(db, [{ actor, entry }]);
}

/** Writes the audit entries of changes made together (each by its own actor), in one statement. */
export async function writeAudits(db: Database, audits: readonly { actor: Actor; entry: AuditEntry }[]) {
  if (audits.length === 0) return;
  await insertRows(
    db,
    auditLog,
    audits.map(({ actor, entry }) => ({
      user_id: actor.userId,
      golf_course_id: actor.golfCourseId,
      ip: actor.ip,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      detail: entry.detail ?? null,
    })),
  );
}
