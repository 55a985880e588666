import { ForbiddenError, InvalidInputError } from '../../core/domain-errors.js';

/** The super admin role is global: only a super admin grants or takes it away. */
export const onlySuperAdmins = () =>
  new ForbiddenError('Only a super admin may grant or take away the super admin role.');

/** A club's role needs the club: the active one. */
export const chooseAClub = () =>
  new InvalidInputError({ non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'] });
