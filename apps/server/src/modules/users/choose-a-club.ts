import { InvalidInputError } from '../../core/domain-errors.js';

/** A club's role needs the club: the active one. */
export const chooseAClub = () =>
  new InvalidInputError({ non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'] });
