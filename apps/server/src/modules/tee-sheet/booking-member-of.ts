import type { Actor } from '../../core/actor.js';
import { settledAnswer } from '../../core/asks-together.js';
import type { Database } from '../../db/client.js';
import { type BookingMember, bookingMembersOf } from './booking-members-of.js';

/** Who one booking (a ballot entry, a waiting list's ask) is for, by `bookingMembersOf`'s rule; a refusal is thrown. */
export async function bookingMemberOf(db: Database, actor: Actor, memberId?: number): Promise<BookingMember> {
  const [settled] = await bookingMembersOf(db, [{ actor, memberId }]);
  return settledAnswer(settled!);
}
