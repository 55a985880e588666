import { Role, type userCreateInput } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { userRoles, users, userTypes } from '../../db/schema/index.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import { mailClubOf, queueMail, renderMail } from '../mail/index.js';
import { setPasswordLink } from '../user-registration/index.js';
import { setEventManager } from './set-event-manager.js';
import type { RoleChanger } from './user-seen-by.js';
import { chooseAClub } from './choose-a-club.js';

/**
 * Adds a user to the changer's club with their roles there (a user, 2, unless told), and mails them a link to set
 * their password (single use, 48 hours), as an approved registration is: without it they could not sign in. The mail
 * goes out once the user is committed.
 */
export async function createClubUser(
  db: Database,
  changer: RoleChanger,
  typed: z.infer<typeof userCreateInput>,
  config: Pick<Config, 'publicUrl' | 'port'>,
): Promise<number> {
  const golfCourseId = changer.actor.golfCourseId;
  if (golfCourseId === null) throw chooseAClub();
  const roles = [...new Set(typed.roles && typed.roles.length > 0 ? typed.roles : [Role.user])];
  return db.transaction(async (tx) => {
    const input = phoneNumbersInE164(typed, ['phone'], await phoneCountry(tx, { golfCourseId }));
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (existing) throw new InvalidInputError({ email: ['A user with this e-mail already exists.'] });
    if (input.user_type_id != null) {
      const [userType] = await tx
        .select({ id: userTypes.id })
        .from(userTypes)
        .where(eq(userTypes.id, input.user_type_id));
      if (!userType)
        throw new InvalidInputError({ user_type_id: [`Invalid pk "${input.user_type_id}" - object does not exist.`] });
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        first_name: input.first_name,
        last_name: input.last_name ?? '',
        phone: input.phone ?? '',
        user_type_id: input.user_type_id ?? null,
        created_by: changer.actor.userId,
        updated_by: changer.actor.userId,
      })
      .returning({ id: users.id });
    const { roles: _roles, ...detail } = input;
    await writeAudit(tx, changer.actor, { action: 'create', entity: 'users', entityId: user!.id, detail });
    for (const role of roles) {
      await tx
        .insert(userRoles)
        .values({ user_id: user!.id, role, golf_course_id: golfCourseId, created_by: changer.actor.userId });
      await writeAudit(tx, changer.actor, {
        action: 'role_granted',
        entity: 'users',
        entityId: user!.id,
        detail: { role, golf_course_id: golfCourseId },
      });
      if (role === Role.eventManager) await setEventManager(tx, changer.actor, golfCourseId, user!.id, true);
    }
    const club = await mailClubOf(tx, golfCourseId);
    const clubName = club?.name ?? 'Fairway';
    const email = input.email.toLowerCase();
    const content = renderMail(
      {
        subject: `Set your password for ${clubName} on Fairway`,
        greeting: `Hello ${input.first_name},`,
        paragraphs: [
          `${clubName} has added you to Fairway, where the club runs its courses, competitions and members.`,
          `Choose your password with the link below, then sign in with ${email}. The link works once, for 48 hours; after that, use "Forgot password?" on the sign-in page.`,
        ],
        link: { label: 'Set your password', url: await setPasswordLink(tx, { userId: user!.id, config }) },
        club,
      },
      config,
    );
    await queueMail(tx, { golfCourseId, recipient: email, ...content });
    return user!.id;
  });
}
