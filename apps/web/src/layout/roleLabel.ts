import { Role } from '@fairway/contract';

/**
 * The i18n key naming a role held in a club: the member role (5) of a golfer tied to the club as its guest reads
 * "Guest", so that a guest is never shown as a member.
 */
export function roleLabel(role: number, isGuest: boolean): string {
  return role === Role.member && isGuest ? 'fairway.membership.guest' : `fairway.roles.${role}`;
}
