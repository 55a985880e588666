import { Role } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';

/** Whether the actor runs every event of the club, as its admins and super admins do, or only their own series'. */
export const runsEveryEvent = (actor: Actor) =>
  (actor.roles ?? []).some((role) => role === Role.admin || role === Role.superAdmin);
