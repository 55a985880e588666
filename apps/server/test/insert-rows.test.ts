import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRows } from '../src/db/insert-rows.js';
import { auditLog, competitionEntries } from '../src/db/schema/index.js';
import { demoClubId, useTestApp } from './test-app.js';

describe('rows inserted as one array a column', () => {
  const t = useTestApp();

  it('writes every value as the row gave it, leaves the rest to their defaults, and answers the ids in order', async () => {
    const details = [
      { member_ids: [1, 2], words: 'a "quoted", {braced} line\nand more' },
      null,
      { nested: { x: 1.5 } },
    ];
    const ids = await insertRows(
      t.db,
      auditLog,
      details.map((detail, index) => ({
        user_id: index === 1 ? null : 7,
        golf_course_id: demoClubId,
        action: 'create' as const,
        entity: 'insert_rows_test',
        entity_id: 100 + index,
        detail,
        // No `ip` in any row: a column without a default is null, as an insert leaves it.
      })),
    );
    expect(ids).toHaveLength(3);
    const rows = await t.db.select().from(auditLog).where(inArray(auditLog.id, ids)).orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => [row.user_id, row.entity_id, row.ip, row.detail])).toEqual([
      [7, 100, null, details[0]],
      [null, 101, null, null],
      [7, 102, null, details[2]],
    ]);
    // `at` was left to the table's default.
    for (const row of rows) expect(Date.now() - row.at.getTime()).toBeLessThan(60_000);
  });

  it('answers nothing for no rows, and refuses a column given in some rows and left to its default in others', async () => {
    expect(await insertRows(t.db, auditLog, [])).toEqual([]);
    await expect(
      insertRows(t.db, competitionEntries, [
        { golf_course_id: demoClubId, tournament_id: 1, member_id: 1, status: 'waiting' },
        { golf_course_id: demoClubId, tournament_id: 1, member_id: 2 },
      ]),
    ).rejects.toThrow(/status is given in some rows and left to its default in others/);
  });
});
