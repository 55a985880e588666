/** The words after `node` of the server's start script for the database `env` names (scripts/start-server.mjs). */
export function serverStartWords(env?: Record<string, string | undefined>): string[];
