import { ForbiddenError } from '../../core/domain-errors.js';

/** The super admin role is global: only a super admin grants or takes it away. */
export const onlySuperAdmins = () =>
  new ForbiddenError('Only a super admin may grant or take away the super admin role.');
