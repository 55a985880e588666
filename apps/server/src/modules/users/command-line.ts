import type { Actor } from '../../core/actor.js';

/** The operator at the server's command line, as the audit log names them. */
export const commandLine: Actor = { userId: null, golfCourseId: null, ip: 'command line' };
