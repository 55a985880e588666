import { Role, type RoleId } from '@fairway/contract';

/** Who may see a menu entry or open a page: a list of roles, or everyone signed in. */
export type Audience = readonly RoleId[] | 'all';

export const requiresSuperAdmin = (audience: Audience): boolean =>
  audience !== 'all' && audience.every((role) => role === Role.superAdmin);

/**
 * Spec section 6: a super admin sees everything; an admin everything but what requires the super admin; other roles
 * what lists one of their roles.
 */
export function isAllowed(audience: Audience, userRoles: readonly number[]): boolean {
  if (audience === 'all') return true;
  if (userRoles.includes(Role.superAdmin)) return true;
  if (userRoles.includes(Role.admin)) return !requiresSuperAdmin(audience);
  return audience.some((role) => userRoles.includes(role));
}
