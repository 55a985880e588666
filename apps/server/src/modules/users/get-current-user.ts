import { Role } from '@fairway/contract';
import type { Caller } from '../../core/actor.js';
import { userName } from './user-name.js';
import { userInitial } from './user-initial.js';

/**
 * `GET /api/users/current/`: the caller's id and name, their roles in the active course and whether they see
 * individual rounds: the club has them enabled and the caller is one of its members or guests.
 */
export function getCurrentUser(
  caller: Caller,
  course: { golfCourseId: number; roles: number[]; isMember: boolean; individualRoundsEnabled: boolean } | null,
) {
  const name = userName(caller.firstName, caller.lastName);
  const roles = course ? course.roles : caller.isSuperAdmin ? [Role.superAdmin] : [];
  return {
    user_id: caller.id,
    user_name: name,
    user_profile_pic: caller.profilePic,
    user_initial: userInitial(name),
    user_roles: [...new Set(roles)].sort((a, b) => a - b).map((id) => ({ id })),
    show_individual_rounds: course !== null && course.isMember && course.individualRoundsEnabled,
  };
}
