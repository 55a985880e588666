import { passwordLength } from '@fairway/contract';
import { InvalidInputError } from '../../core/domain-errors.js';

/** A password of the wrong length, typed at the command line. */
export const passwordError = () =>
  new InvalidInputError({
    password: [`The password must have ${passwordLength.min} to ${passwordLength.max} characters.`],
  });
