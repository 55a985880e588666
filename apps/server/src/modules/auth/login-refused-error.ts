import { InvalidInputError } from '../../core/domain-errors.js';

/** The one answer to every failed sign-in, so that it does not tell which part was wrong. */
export class LoginRefusedError extends InvalidInputError {
  constructor() {
    super({ non_field_errors: ['Unable to log in with provided credentials.'] });
  }
}
