import { eq } from 'drizzle-orm';
import type { ClubDates } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { type Entrant, golferOfClub } from './golfer-of-club.js';
import { entryRefusal } from './entry-refusal.js';
import { type EntryRulesRow, type EntryTermsOfGolfer, entryTermsOf } from './entry-terms-of.js';
import { partnerStanding } from './partner-standing.js';
import { sideSizeOf } from './side-size-of.js';
import { standingEntryRefusals } from './standing-entry-refusals.js';
import type { TournamentRow } from './tournament-of.js';

/** A partner a member enters with, and what the entry rules weigh of them. */
export type SidePartner = { golfer: Entrant; terms: EntryTermsOfGolfer };

const refused = (message: string) => new InvalidInputError({ partner_ids: [message] });

/**
 * The partners a member names to enter with as one side or team, each a golfer of the club who may enter the event
 * themselves: where the event plays as sides or teams, a side of 2 golfers up to its team size (the member included),
 * none elsewhere. A partner of no golfer of the club (another club's id), the member themself, a partner named twice
 * or a side of the wrong size is a 400 under `partner_ids`; a partner the entry rules refuse, or who stands entered
 * already, a 409 naming them and why.
 */
export async function sidePartnersOf(
  tx: Database,
  competition: { tournament: TournamentRow; rules: EntryRulesRow },
  entrant: Entrant,
  partnerIds: readonly number[],
  dates: ClubDates,
): Promise<SidePartner[]> {
  const { tournament, rules } = competition;
  const sideSize = entrant.homeClub === null ? sideSizeOf(tournament) : null;
  if (sideSize === null) {
    if (partnerIds.length === 0) return [];
    throw refused(
      entrant.homeClub === null
        ? 'The event is played alone: its golfers enter without partners.'
        : 'A golfer of another club enters an open event alone.',
    );
  }
  const kind = tournament.format === 'scramble' || tournament.format === 'team' ? 'team' : 'side';
  const wanted = sideSize === 2 ? '2 golfers' : `2 to ${sideSize} golfers`;
  if (partnerIds.length === 0 || partnerIds.length > sideSize - 1) {
    throw refused(`A ${kind} of this event is ${wanted}, you included; you named ${partnerIds.length + 1}.`);
  }
  if (partnerIds.includes(entrant.id)) throw refused('You enter yourself: name your partners, not you.');
  const partners: SidePartner[] = [];
  for (const partnerId of partnerIds) {
    const golfer = await golferOfClub(tx, tournament.golf_course_id, eq(members.id, partnerId));
    if (!golfer) throw refused(`Invalid pk "${partnerId}" - object does not exist.`);
    if (partners.some((partner) => partner.golfer.id === partnerId)) throw refused(`${golfer.name} is named twice.`);
    const terms = await entryTermsOf(tx, tournament, rules, golfer, dates.timeZone);
    const refusal = entryRefusal({
      now: new Date(),
      tournament,
      rules,
      entrant: golfer,
      terms,
      dates,
      partnerName: golfer.name,
    });
    if (refusal) throw new ConflictError(refusal);
    if ((await standingEntryRefusals(tx, tournament.id, [golfer.id])).has(golfer.id)) {
      throw new ConflictError(partnerStanding(golfer.name));
    }
    partners.push({ golfer, terms });
  }
  return partners;
}
