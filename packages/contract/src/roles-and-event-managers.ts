import { z } from 'zod';
import { emailAddress, fieldLimits, referenceId } from './fields.js';
import { handicapIndex, memberGenders } from './members.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { instant } from './records.js';
import { Role } from './roles.js';

/** The longest values of a user's and an organiser's fields, shared by the server's checks and the web's inputs. */
export const peopleLimits = {
  name: fieldLimits.name,
  email: fieldLimits.email,
  phone: phoneNumberLength,
  organisation: 100,
} as const;

/** The roles a club's admin grants and revokes in their club; the super admin's role (4) is global. */
export const clubRoles = [Role.admin, Role.user, Role.member, Role.eventManager] as const;

const personName = z.string().trim().min(1).max(peopleLimits.name);
const lastName = z.string().trim().max(peopleLimits.name);
const email = emailAddress;
const phone = phoneNumber;

/** A new user of a club: no password yet (it is set with a link or by an admin). */
export const userCreateInput = z.object({
  first_name: personName,
  last_name: lastName.optional(),
  email,
  phone: phone.optional(),
  user_type_id: referenceId.nullable().optional(),
  roles: z
    .array(z.literal(clubRoles, { error: 'Choose roles among 1 admin, 2 user, 5 member and 10 event manager.' }))
    .max(clubRoles.length)
    .optional()
    .describe('Roles in the club of X-Golf-Course; a user (2) when left out'),
});

/** What an admin changes of a user of their club; deactivating ends the user's sign-ins. */
export const userChangeInput = z.object({
  first_name: personName.optional(),
  last_name: lastName.optional(),
  phone: phone.optional(),
  user_type_id: referenceId.nullable().optional(),
  is_active: z.boolean().optional(),
});

export const roleGrantInput = z.object({
  role: z.literal([...clubRoles, Role.superAdmin], {
    error: 'Choose a role: 1 admin, 2 user, 4 super admin, 5 member or 10 event manager.',
  }),
});

export const eventManagerRecord = z
  .object({
    id: z.number().int(),
    golf_course_id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    email: z.string(),
    organisation: z.string(),
    is_active: z.boolean(),
    roster_size: z.number().int(),
    created_at: instant,
    updated_at: instant,
  })
  .meta({
    id: 'EventManager',
    examples: [
      {
        id: 1,
        golf_course_id: 1,
        user_id: 5,
        user_name: 'Evan Events',
        email: 'events@demo.fairway.golf',
        organisation: 'Evan Events Corporate Golf',
        is_active: true,
        roster_size: 12,
        created_at: '2026-03-01T09:30:00.000Z',
        updated_at: '2026-03-01T09:30:00.000Z',
      },
    ],
  });

export const eventManagerInput = z.object({
  organisation: z.string().trim().max(peopleLimits.organisation).optional(),
});

/** A golfer an organiser brings who is not yet known to Fairway; an e-mail already known adds that golfer instead. */
export const newGolferInput = z.object({
  first_name: personName,
  last_name: lastName.optional(),
  gender: z.enum(memberGenders, { error: 'Choose M or F.' }),
  email,
  handicap_index: handicapIndex.nullable().optional(),
});

export const rosterChangeInput = z.object({
  event_manager_id: referenceId
    .optional()
    .describe("The organiser whose roster changes; the caller's own when they are the event manager"),
  action: z.enum(['add', 'remove'], { error: 'Choose add or remove.' }),
  member_id: referenceId.optional().describe('The golfer to add or remove'),
  new_golfer: newGolferInput.optional().describe('A golfer to add by e-mail, created when the e-mail is new'),
});

export const rosterPlayer = z
  .object({
    id: z.number().int().describe('The roster entry'),
    event_manager_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    gender: z.enum(memberGenders).nullable(),
    handicap_index: z.number().nullable().describe("The player's current Handicap Index"),
    is_club_member: z.boolean().describe('A member (not a guest) of the club'),
  })
  .meta({
    id: 'RosterPlayer',
    examples: [
      {
        id: 3,
        event_manager_id: 1,
        member_id: 12,
        member_name: 'Priya Shah',
        gender: 'F',
        handicap_index: 14.2,
        is_club_member: false,
      },
    ],
  });

export const rosterQuery = z.object({
  event_manager_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { error: 'Enter a whole number.' })
    .refine((id) => Number(id) <= 2_147_483_647, { error: 'Enter a whole number.' })
    .optional(),
});

export const clubMemberChoice = z.object({
  id: z.number().int(),
  member_name: z.string(),
  handicap_index: z.number().nullable(),
});

export const eventManagerCandidate = z.object({ id: z.number().int(), user_name: z.string(), email: z.string() });

export const golfCourseChoice = z.object({ id: z.number().int(), name: z.string() });
