import { and, eq, gt, isNull } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members, oneTimeSecrets, users } from '../../db/schema/index.js';

/** `GET /api/users/current/profile/`: the caller's own record, their golfer's, and an address change under way. */
export async function getProfile(db: Database, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      phone: users.phone,
      user_profile_pic: users.profile_pic,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError();
  const [member] = await db
    .select({
      id: members.id,
      gender: members.gender,
      date_of_birth: members.date_of_birth,
      handicap_index: members.handicap_index,
      low_handicap_index: members.low_handicap_index,
    })
    .from(members)
    .where(eq(members.user_id, userId));
  const [pending] = await db
    .select({ email: oneTimeSecrets.new_email })
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.user_id, userId),
        eq(oneTimeSecrets.purpose, 'confirm_email'),
        isNull(oneTimeSecrets.used_at),
        gt(oneTimeSecrets.expires_at, new Date()),
      ),
    )
    .orderBy(oneTimeSecrets.id)
    .limit(1);
  return {
    ...user,
    pending_email: pending?.email ?? null,
    member: member ? { ...member, gender: genderOf(member.gender) } : null,
  };
}

/** The column takes M, F or nothing (a check constraint), which its type does not say. */
const genderOf = (gender: string | null): 'M' | 'F' | null => (gender === 'M' || gender === 'F' ? gender : null);
