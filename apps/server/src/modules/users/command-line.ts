import { passwordLength } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';

/** The operator at the server's command line, as the audit log names them. */
export const commandLine: Actor = { userId: null, golfCourseId: null, ip: 'command line' };

export const passwordError = () =>
  new InvalidInputError({
    password: [`The password must have ${passwordLength.min} to ${passwordLength.max} characters.`],
  });
