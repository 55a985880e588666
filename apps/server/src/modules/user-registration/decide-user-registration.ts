import { Role } from '@fairway/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import { createOneTimeSecret, setPasswordLinkLifetimeMs } from '../../core/one-time-secrets.js';
import type { Database } from '../../db/client.js';
import { members, userRegistrations, userRoles, users } from '../../db/schema/index.js';
import { type MailMessage, publicLink, queueMail, renderMail } from '../mail/index.js';
import { createGolfer, tieGolferToClub } from '../members/index.js';
import { clubOf, type Registration } from './one-time-code.js';

export type UserRegistrationDecision = { decision: 'approve' | 'reject'; reason?: string | undefined };

/** The public page an approved visitor sets their password on, with the mailed secret. */
export const registrationPasswordPath = (uid: string, secret: string) =>
  `/user-registration/${uid}/set-password/?token=${encodeURIComponent(secret)}`;

/**
 * The club's admin decides on a registration or join request of their club, once. Approved: the person becomes a
 * member (role 5) of the club, their golfer tied to it as member or guest; a new user is mailed a link to set a
 * password, a user who has one a notice. Rejected: the reason is mailed. Mails go out once the decision commits.
 */
export async function decideUserRegistration(
  db: Database,
  input: {
    id: number;
    golfCourseId: number;
    decision: UserRegistrationDecision;
    actor: Actor;
    config: Pick<Config, 'publicUrl' | 'port'>;
  },
) {
  const { decision, actor, config, golfCourseId } = input;
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(userRegistrations)
      .where(and(eq(userRegistrations.id, input.id), eq(userRegistrations.golf_course_id, golfCourseId)))
      .for('update');
    if (!registration) throw new NotFoundError();
    const who = `${registration.first_name} ${registration.last_name}`.trim();
    if (registration.status === 'unverified') {
      throw new ConflictError(`${who} has not confirmed their e-mail yet: there is nothing to approve.`);
    }
    if (registration.status !== 'unapproved') {
      throw new ConflictError(`The registration of ${who} was already ${registration.status}.`);
    }
    const club = await clubOf(tx, golfCourseId);
    const now = new Date();
    const greeting = `Hello ${registration.first_name},`;
    let message: MailMessage;
    let tie: { userId: number | null; memberId: number | null } = { userId: registration.user_id, memberId: null };
    if (decision.decision === 'reject') {
      message = {
        subject: `Your ${registration.kind === 'join' ? 'request to join' : 'registration with'} ${club.name}`,
        greeting,
        paragraphs: [
          `Thank you for your interest in ${club.name}. The club could not approve your ${registration.kind === 'join' ? 'request' : 'registration'}.`,
          `The reason: ${decision.reason}`,
        ],
        club,
      };
    } else {
      const made = await admitToClub(tx, { registration, actor });
      tie = made;
      const secret = made.hasPassword
        ? null
        : await createOneTimeSecret(tx, {
            purpose: 'set_password',
            userId: made.userId,
            lifetimeMs: setPasswordLinkLifetimeMs,
          });
      const as = registration.is_guest ? 'a guest' : 'a member';
      message = {
        subject: `Welcome to ${club.name}`,
        greeting,
        paragraphs: [
          `${club.name} approved your ${registration.kind === 'join' ? 'request' : 'registration'}: you are ${as} of the club on Fairway.`,
          secret
            ? 'Choose your password to sign in. The link works once, for 48 hours; after that, use "Forgot password?" on the sign-in page.'
            : `Sign in with ${registration.email} and the password you already use on Fairway, then choose ${club.name}.`,
        ],
        link: secret
          ? { label: 'Set your password', url: publicLink(config, registrationPasswordPath(registration.uid, secret)) }
          : { label: 'Sign in', url: publicLink(config, '/auth/log-in') },
        club,
      };
    }
    const [decided] = await tx
      .update(userRegistrations)
      .set({
        status: decision.decision === 'approve' ? 'approved' : 'rejected',
        decided_by: actor.userId,
        decided_at: now,
        rejection_reason: decision.decision === 'reject' ? (decision.reason ?? '') : '',
        user_id: tie.userId,
        member_id: tie.memberId,
        updated_at: now,
        updated_by: actor.userId,
      })
      .where(eq(userRegistrations.id, registration.id))
      .returning({ id: userRegistrations.id });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'user_registration',
      entityId: registration.id,
      detail:
        decision.decision === 'approve'
          ? { status: 'approved', user_id: tie.userId, member_id: tie.memberId }
          : { status: 'rejected', reason: decision.reason },
    });
    await queueMail(tx, { golfCourseId, recipient: registration.email, ...renderMail(message, config) });
    return decided!.id;
  });
}

/**
 * The person as a member of the club: the user of the request (a join) or of the e-mail (made when new, never twice),
 * their golfer (found by user, else an unclaimed golfer of the same e-mail, else made), tied to the club as member or
 * guest, with the member role there.
 */
async function admitToClub(
  tx: Database,
  { registration, actor }: { registration: Registration; actor: Actor },
): Promise<{ userId: number; memberId: number; hasPassword: boolean }> {
  const email = registration.email.toLowerCase();
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.password_hash })
    .from(users)
    .where(registration.user_id ? eq(users.id, registration.user_id) : eq(sql`lower(${users.email})`, email));
  let userId = existing?.id;
  if (userId === undefined) {
    const [created] = await tx
      .insert(users)
      .values({
        email: registration.email,
        first_name: registration.first_name,
        last_name: registration.last_name,
        phone: registration.phone,
        email_verified_at: registration.verified_at,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: users.id });
    userId = created!.id;
    await writeAudit(tx, actor, { action: 'create', entity: 'users', entityId: userId, detail: { email } });
  }
  let [member] = await tx.select({ id: members.id }).from(members).where(eq(members.user_id, userId));
  if (!member) {
    [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(isNull(members.user_id), eq(sql`lower(${members.email})`, email)))
      .limit(1);
    if (member) {
      await tx.update(members).set({ user_id: userId, updated_by: actor.userId }).where(eq(members.id, member.id));
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'members',
        entityId: member.id,
        detail: { user_id: userId },
      });
    }
  }
  const memberId =
    member?.id ??
    (await createGolfer(
      tx,
      actor,
      {
        user_id: userId,
        first_name: registration.first_name,
        last_name: registration.last_name,
        gender: registration.gender,
        email: registration.email,
        phone: registration.phone,
        date_of_birth: registration.date_of_birth,
        handicap_index: registration.declared_handicap_index,
      },
      { indexNote: 'Declared at registration' },
    ));
  await tieGolferToClub(tx, actor, {
    golfCourseId: registration.golf_course_id,
    memberId,
    isGuest: registration.is_guest,
    joinedOn: new Date().toISOString().slice(0, 10),
  });
  const [granted] = await tx
    .insert(userRoles)
    .values({
      user_id: userId,
      golf_course_id: registration.golf_course_id,
      role: Role.member,
      created_by: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  if (granted) {
    await writeAudit(tx, actor, {
      action: 'role_granted',
      entity: 'users',
      entityId: userId,
      detail: { role: Role.member, golf_course_id: registration.golf_course_id },
    });
  }
  return { userId, memberId, hasPassword: Boolean(existing?.passwordHash) };
}
