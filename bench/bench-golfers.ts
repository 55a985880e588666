import { asc, eq, sql } from 'drizzle-orm';
import { newToken } from '../apps/server/src/core/tokens.js';
import { arrayColumn } from '../apps/server/src/db/array-column.js';
import type { Database } from '../apps/server/src/db/client.js';
import { authTokens, users } from '../apps/server/src/db/schema/index.js';

/** A token for each user, stored as a sign-in stores it and good for a day: the tokens in the order given. */
async function signedIn(db: Database, userIds: number[]): Promise<string[]> {
  const tokens = userIds.map((userId) => ({ userId, ...newToken() }));
  await db.insert(authTokens).values(
    tokens.map((token) => ({
      user_id: token.userId,
      token_hash: token.tokenHash,
      expires_at: new Date(Date.now() + 86_400_000),
    })),
  );
  return tokens.map((token) => token.token);
}

/**
 * `count` golfers of club `clubId` made for a bench, each a member with a login (`<kind><n>@bench.fairway.golf`,
 * first name `kind` capitalised), membership number `<prefix>-<n>` and, when given, a Handicap Index, all signed in:
 * their tokens in the order of their numbers, and a token of the demo club's admin. Given `clubIds` instead, golfer n
 * is a member of the (n - 1) % length-th of them: the clubs' members in turn.
 */
export async function benchGolfers(
  db: Database,
  {
    clubId,
    clubIds = [clubId!],
    count,
    kind,
    prefix,
    handicapIndex,
  }: { count: number; kind: string; prefix: string; handicapIndex?: number } & (
    { clubId: number; clubIds?: undefined } | { clubId?: undefined; clubIds: readonly number[] }
  ),
): Promise<{ golferTokens: string[]; adminToken: string }> {
  const firstName = kind[0]!.toUpperCase() + kind.slice(1);
  const digits = String(count).length;
  await db.execute(sql`with made as (
      insert into users (email, first_name, last_name)
      select ${kind} || n || '@bench.fairway.golf', ${firstName}, lpad(n::text, ${digits}, '0')
      from generate_series(1, ${count}) n
      returning id, email, last_name)
    insert into members (user_id, first_name, last_name, gender, email, handicap_index)
    select id, ${firstName}, last_name, 'M', email, ${handicapIndex ?? null}::numeric from made`);
  const clubOf = sql`(${arrayColumn([...clubIds], 'integer')})[(last_name::int - 1) % ${clubIds.length} + 1]`;
  await db.execute(sql`insert into golf_course_members (golf_course_id, member_id, membership_number)
    select ${clubOf}, id, ${prefix} || '-' || last_name from members where email like '%@bench.fairway.golf'`);
  if (handicapIndex !== undefined) {
    await db.execute(sql`insert into member_indexes (member_id, effective_on, handicap_index)
      select id, '2025-01-01', ${handicapIndex} from members where email like '%@bench.fairway.golf'`);
  }
  await db.execute(sql`insert into user_roles (user_id, golf_course_id, role)
    select id, ${clubOf}, 5 from users where email like '%@bench.fairway.golf'`);
  const golfers = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like '%@bench.fairway.golf'`)
    .orderBy(asc(users.id));
  const golferTokens = await signedIn(
    db,
    golfers.map((golfer) => golfer.id),
  );
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const [adminToken] = await signedIn(db, [admin!.id]);
  return { golferTokens, adminToken: adminToken! };
}
