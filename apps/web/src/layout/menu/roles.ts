/** Spec section 6: the numeric role ids. */
export const ROLE = {
  admin: 1,
  user: 2,
  superAdmin: 4,
  member: 5,
  eventManager: 10,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** Who may see a menu entry or open a page: a list of roles, or everyone signed in. */
export type Audience = readonly RoleId[] | 'all';

const requiresSuperAdmin = (audience: Audience): boolean =>
  audience !== 'all' && audience.every((role) => role === ROLE.superAdmin);

/**
 * Spec section 6: a super admin sees everything; an admin everything but what requires the super admin; other roles
 * what lists one of their roles.
 */
export function isAllowed(audience: Audience, userRoles: readonly number[]): boolean {
  if (audience === 'all') return true;
  if (userRoles.includes(ROLE.superAdmin)) return true;
  if (userRoles.includes(ROLE.admin)) return !requiresSuperAdmin(audience);
  return audience.some((role) => userRoles.includes(role));
}
