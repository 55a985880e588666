import type { userChangeInput } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { authTokens, userRoles, users, userTypes } from '../../db/schema/index.js';
import { keepAnAdmin } from './keep-an-admin.js';
import { type RoleChanger, userSeenBy } from './user-seen-by.js';

/**
 * Changes a user's name, phone, type or whether they may sign in. Deactivating ends every sign-in of theirs at once,
 * and is refused for the last admin of a club they run.
 */
export async function changeUser(
  db: Database,
  changer: RoleChanger,
  userId: number,
  typed: z.infer<typeof userChangeInput>,
) {
  await db.transaction(async (tx) => {
    await userSeenBy(tx, changer, userId);
    const country = await phoneCountry(tx, { golfCourseId: changer.actor.golfCourseId });
    const input = phoneNumbersInE164(typed, ['phone'], country);
    const [before] = await tx
      .select({
        first_name: users.first_name,
        last_name: users.last_name,
        phone: users.phone,
        user_type_id: users.user_type_id,
        is_active: users.is_active,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (input.user_type_id != null) {
      const [userType] = await tx
        .select({ id: userTypes.id })
        .from(userTypes)
        .where(eq(userTypes.id, input.user_type_id));
      if (!userType)
        throw new InvalidInputError({ user_type_id: [`Invalid pk "${input.user_type_id}" - object does not exist.`] });
    }
    if (input.is_active === false && before!.is_active) {
      const clubsRun = await tx
        .select({ golfCourseId: userRoles.golf_course_id })
        .from(userRoles)
        .where(eq(userRoles.user_id, userId));
      for (const { golfCourseId } of clubsRun) {
        if (golfCourseId !== null) await keepAnAdminIfAdmin(tx, golfCourseId, userId);
      }
      await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
    }
    if (Object.keys(input).length === 0) return;
    await tx
      .update(users)
      .set({ ...input, updated_at: new Date(), updated_by: changer.actor.userId })
      .where(eq(users.id, userId));
    const changedBefore = Object.fromEntries(
      Object.keys(input).map((key) => [key, before![key as keyof typeof before]]),
    );
    await writeAudit(tx, changer.actor, {
      action: 'update',
      entity: 'users',
      entityId: userId,
      detail: { before: changedBefore, after: input },
    });
  });
}

async function keepAnAdminIfAdmin(tx: Database, golfCourseId: number, userId: number) {
  const roles = await tx
    .select({ role: userRoles.role, golfCourseId: userRoles.golf_course_id })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId));
  if (roles.some((role) => role.golfCourseId === golfCourseId && role.role === 1)) {
    await keepAnAdmin(tx, golfCourseId, userId);
  }
}
