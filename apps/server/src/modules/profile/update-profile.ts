import { attachmentFileUrl } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { attachments, members, users } from '../../db/schema/index.js';
import { getProfile } from './get-profile.js';

export type ProfileChange = { first_name: string; last_name: string; phone: string; photo_id?: number | null };

/**
 * Changes the caller's name, phone and photo. The golfer's record is the same person, so their name, phone and photo
 * change with it; the e-mail changes only through a confirmed link (`askToChangeEmail`).
 */
export async function updateProfile(db: Database, input: { userId: number; change: ProfileChange; actor: Actor }) {
  const { userId } = input;
  await db.transaction(async (tx) => {
    const country = await phoneCountry(tx, { golfCourseId: input.actor.golfCourseId });
    const change = phoneNumbersInE164(input.change, ['phone'], country);
    let photo: { userPic: string | null; memberPhotoId: number | null } | undefined;
    if (change.photo_id === null) photo = { userPic: null, memberPhotoId: null };
    if (typeof change.photo_id === 'number') {
      const [attachment] = await tx
        .select({ ownerId: attachments.owner_id })
        .from(attachments)
        .where(eq(attachments.id, change.photo_id));
      if (!attachment || attachment.ownerId !== userId) {
        throw new InvalidInputError({ photo_id: ['Upload the photo first: this image is not one of yours.'] });
      }
      photo = { userPic: attachmentFileUrl(change.photo_id), memberPhotoId: change.photo_id };
    }
    const now = new Date();
    const person = { first_name: change.first_name, last_name: change.last_name, phone: change.phone };
    await tx
      .update(users)
      .set({ ...person, ...(photo && { profile_pic: photo.userPic }), updated_at: now, updated_by: userId })
      .where(eq(users.id, userId));
    await tx
      .update(members)
      .set({ ...person, ...(photo && { photo_id: photo.memberPhotoId }), updated_at: now, updated_by: userId })
      .where(eq(members.user_id, userId));
    await writeAudit(tx, input.actor, {
      action: 'update',
      entity: 'users',
      entityId: userId,
      detail: { fields: Object.keys(change) },
    });
  });
  return getProfile(db, userId);
}
