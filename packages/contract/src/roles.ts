/** The role ids of spec section 6, the same on the server and in the web app. */
export const Role = { admin: 1, user: 2, superAdmin: 4, member: 5, eventManager: 10 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleIds: readonly RoleId[] = Object.values(Role);
