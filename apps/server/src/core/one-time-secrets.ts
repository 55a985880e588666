import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeSecrets } from '../db/schema/index.js';
import { hashToken } from './tokens.js';

export type OneTimeSecretPurpose = (typeof oneTimeSecrets.purpose.enumValues)[number];

/** How long a set-password link works. */
export const setPasswordLinkLifetimeMs = 48 * 60 * 60 * 1000;

/**
 * Makes a single-use secret for a user, to be mailed (in a link, or as a code given as `secret`); only its hash is
 * stored. Call it with the transaction that queues the mail, so that no link exists without its mail.
 */
export async function createOneTimeSecret(
  db: Database,
  options: {
    purpose: OneTimeSecretPurpose;
    userId: number;
    lifetimeMs: number;
    secret?: string;
    /** The address a `confirm_email` secret confirms. */
    newEmail?: string;
    now?: Date;
  },
): Promise<string> {
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await db.insert(oneTimeSecrets).values({
    purpose: options.purpose,
    user_id: options.userId,
    new_email: options.newEmail ?? null,
    secret_hash: hashToken(secret),
    created_at: now,
    expires_at: new Date(now.getTime() + options.lifetimeMs),
  });
  return secret;
}

/**
 * Uses up a secret: the user it was made for when it is known, unused and not expired, else null. One conditional
 * update, so that two uses at once cannot both succeed.
 */
export async function useOneTimeSecret(
  db: Database,
  options: { purpose: OneTimeSecretPurpose; secret: string },
): Promise<{ userId: number; newEmail: string | null } | null> {
  const now = new Date();
  const [used] = await db
    .update(oneTimeSecrets)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeSecrets.secret_hash, hashToken(options.secret)),
        eq(oneTimeSecrets.purpose, options.purpose),
        isNull(oneTimeSecrets.used_at),
        gt(oneTimeSecrets.expires_at, now),
      ),
    )
    .returning({ userId: oneTimeSecrets.user_id, newEmail: oneTimeSecrets.new_email });
  return used ?? null;
}
