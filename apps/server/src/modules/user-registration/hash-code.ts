import { hashToken } from '../../core/tokens.js';

/** The code's hash as stored: the same SHA-256 as every other secret. */
export const hashCode = (code: string) => hashToken(code);
