import type { Database } from '../../db/client.js';
import { mailClubsOf } from './mail-clubs-of.js';
import type { MailClub } from './render-mail.js';

/** The club a mail speaks for, by id: its name and logo; null when no club has the id. */
export async function mailClubOf(db: Database, golfCourseId: number): Promise<MailClub | null> {
  return (await mailClubsOf(db, [golfCourseId])).get(golfCourseId) ?? null;
}
