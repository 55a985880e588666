import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../core/audit.js';
import type { BillingChange } from './club-member-errors.js';

/**
 * The create of a priced resource: its row as checked, with the `amount_minor` its check read from the typed `amount`
 * (the generic create takes the input's columns before the checks run), and its audit entry.
 */
export function insertPricedRow(resourceName: string, table: PgTable) {
  return async ({ tx, input, actor }: BillingChange): Promise<number> => {
    const columns = getTableColumns(table);
    const values = Object.fromEntries(Object.entries(input).filter(([key]) => key in columns));
    const [created] = (await tx
      .insert(table)
      .values({ ...values, golf_course_id: actor.golfCourseId, created_by: actor.userId, updated_by: actor.userId })
      .returning({ id: (columns as Record<string, PgColumn>).id! })) as { id: number }[];
    await writeAudit(tx, actor, { action: 'create', entity: resourceName, entityId: created!.id, detail: input });
    return created!.id;
  };
}
