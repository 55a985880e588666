import { Role } from '@fairway/contract';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

/** Whether the signed-in user is a super admin: only they set a club's status and holes count. */
export function useIsSuperAdmin(): boolean {
  const { data } = useCurrentUser();
  return roleIdsOf(data).includes(Role.superAdmin);
}
