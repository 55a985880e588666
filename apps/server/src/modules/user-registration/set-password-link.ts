import type { Config } from '../../config.js';
import { createOneTimeSecret, setPasswordLinkLifetimeMs } from '../../core/one-time-secrets.js';
import type { Database } from '../../db/client.js';
import { publicLink } from '../mail/index.js';

/**
 * A mailed link to `/set-password` for a user who has no password yet (single use, 48 hours), which
 * `setPasswordByLink` answers. Call it with the transaction that queues the mail, so that no link exists without it.
 */
export async function setPasswordLink(
  tx: Database,
  { userId, config }: { userId: number; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<string> {
  const secret = await createOneTimeSecret(tx, {
    purpose: 'set_password',
    userId,
    lifetimeMs: setPasswordLinkLifetimeMs,
  });
  return publicLink(config, `/set-password?token=${encodeURIComponent(secret)}`);
}
