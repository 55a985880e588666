import { Role } from '@fairway/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { asksTogether } from '../core/asks-together.js';
import type { Caller } from '../core/actor.js';
import type { Database, NotificationListener } from '../db/client.js';
import { authTokens, golfCourses, users } from '../db/schema/index.js';

/** A signed-in user as one token shows them, with everything access control asks about them. */
export type Principal = {
  caller: Caller;
  isActive: boolean;
  expiresAt: number;
  lastUsedAt: number;
  /** Roles by club; global roles (the super admin's) under 0. */
  rolesByCourse: Map<number, number[]>;
  /** The clubs the user is an active member or guest of. */
  memberOf: Set<number>;
};

export type CourseSettings = { approved: boolean; individualRoundsEnabled: boolean };

/**
 * Who a token belongs to and what they may do, kept in this process so that a request costs no database round trip
 * to authenticate. Correct at once across server processes: the database's triggers announce every change to a
 * user, their tokens, roles or memberships, or to a club (`user:<id>`, `courses`), at the commit of that change, and
 * this cache forgets what changed. While that announcement channel is not heard (at start, after a lost
 * connection), nothing is kept; `maxAgeMs` bounds how long anything is kept even so. It hears the changes from the
 * change feed (db/change-feed.ts).
 */
export class PrincipalCache {
  private readonly principals = new Map<string, { principal: Principal; loadedAt: number }>();
  private courses: { byId: Map<number, CourseSettings>; loadedAt: number } | undefined;
  private listening = false;
  /** Bumped by every change heard, so that a load begun before a change does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { maxAgeMs: number; maxPrincipals: number },
  ) {}

  readonly listener: NotificationListener = {
    heard: (payload) => {
      if (payload.startsWith('table:')) return;
      this.generation += 1;
      if (payload === 'courses') this.courses = undefined;
      const userId = /^user:(\d+)$/.exec(payload)?.[1];
      if (userId) this.forgetUser(Number(userId));
    },
    lost: () => this.forgetAll(false),
    restored: () => this.forgetAll(true),
  };

  async principalOf(tokenHash: string, now = Date.now()): Promise<Principal | null> {
    const cached = this.principals.get(tokenHash);
    if (cached && now - cached.loadedAt < this.options.maxAgeMs) {
      // Least recently used order: a hit moves to the end.
      this.principals.delete(tokenHash);
      this.principals.set(tokenHash, cached);
      return cached.principal;
    }
    const generation = this.generation;
    const principal = await this.loaded('tokens', tokenHash);
    if (principal && this.listening && generation === this.generation) {
      this.principals.set(tokenHash, { principal, loadedAt: now });
      while (this.principals.size > this.options.maxPrincipals) {
        this.principals.delete(this.principals.keys().next().value!);
      }
    }
    return principal;
  }

  /** Tokens first seen while others are being read are read together (a rush of members signing in at once). */
  private readonly loaded = asksTogether<string, string, Principal | null>(async (_key, tokenHashes) => {
    const principals = await loadPrincipals(this.db, tokenHashes);
    return tokenHashes.map((tokenHash) => ({ answer: principals.get(tokenHash) ?? null }));
  });

  async courseOf(golfCourseId: number, now = Date.now()): Promise<CourseSettings | undefined> {
    if (!this.courses || now - this.courses.loadedAt >= this.options.maxAgeMs) {
      const generation = this.generation;
      const byId = await loadCourses(this.db);
      if (!this.listening || generation !== this.generation) return byId.get(golfCourseId);
      this.courses = { byId, loadedAt: now };
    }
    return this.courses.byId.get(golfCourseId);
  }

  private forgetUser(userId: number) {
    for (const [tokenHash, { principal }] of this.principals) {
      if (principal.caller.id === userId) this.principals.delete(tokenHash);
    }
  }

  private forgetAll(listening: boolean) {
    this.generation += 1;
    this.listening = listening;
    this.principals.clear();
    this.courses = undefined;
  }
}

/** The principals of tokens by their hashes, read in one statement; a token not found has none. */
async function loadPrincipals(db: Database, tokenHashes: readonly string[]): Promise<Map<string, Principal>> {
  const rows = await db
    .select({
      tokenHash: authTokens.token_hash,
      tokenId: authTokens.id,
      expiresAt: authTokens.expires_at,
      lastUsedAt: authTokens.last_used_at,
      id: users.id,
      email: users.email,
      firstName: users.first_name,
      lastName: users.last_name,
      profilePic: users.profile_pic,
      isActive: users.is_active,
      // Written with aliases: Drizzle leaves the joined tables' column names unqualified in these subqueries.
      roles: sql<{ course: number | null; role: number }[]>`coalesce((
        select json_agg(json_build_object('course', ur.golf_course_id, 'role', ur.role))
        from user_roles ur where ur.user_id = "users"."id"), '[]'::json)`,
      memberOf: sql<number[]>`coalesce((
        select json_agg(gcm.golf_course_id) from golf_course_members gcm
        join members m on m.id = gcm.member_id
        where m.user_id = "users"."id" and gcm.status = 'active'), '[]'::json)`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(inArray(authTokens.token_hash, [...new Set(tokenHashes)]));
  return new Map(
    rows.map((row) => {
      const rolesByCourse = new Map<number, number[]>();
      for (const { course, role } of row.roles) {
        const key = course ?? 0;
        rolesByCourse.set(key, [...(rolesByCourse.get(key) ?? []), Number(role)]);
      }
      const principal: Principal = {
        caller: {
          id: row.id,
          tokenId: row.tokenId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          profilePic: row.profilePic,
          isSuperAdmin: rolesByCourse.get(0)?.includes(Role.superAdmin) ?? false,
        },
        isActive: row.isActive,
        expiresAt: row.expiresAt.getTime(),
        lastUsedAt: row.lastUsedAt.getTime(),
        rolesByCourse,
        memberOf: new Set(row.memberOf.map(Number)),
      };
      return [row.tokenHash, principal] as const;
    }),
  );
}

async function loadCourses(db: Database): Promise<Map<number, CourseSettings>> {
  const rows = await db
    .select({
      id: golfCourses.id,
      status: golfCourses.status,
      individualRoundsEnabled: golfCourses.individual_rounds_enabled,
    })
    .from(golfCourses);
  return new Map(
    rows.map((row) => [
      row.id,
      { approved: row.status === 'approved', individualRoundsEnabled: row.individualRoundsEnabled },
    ]),
  );
}
