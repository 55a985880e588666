import { InvalidInputError } from '../../core/domain-errors.js';
import type { EntryCard } from './read-tournament-cards.js';
import { sideCardHolder } from './side-card-holder.js';
import { sideName } from './side-name.js';
import { type SideHandicapTerms, sidePlayingHandicap } from './side-playing-handicap.js';

/** A side or scramble team of the tournament: its name and its captain, whose card is the side's when a partner. */
export type SideTeam = { id: number; name: string; captainMemberId: number | null };

/**
 * The field of a side or scramble format as it is ranked: one entry per side or team, named after it and its partners,
 * its card the card holder's (`sideCardHolder`), its playing handicap from `@fairway/golf` (`sideHandicap`,
 * `scrambleHandicap`) on the partners' unrounded course handicaps; its category and status its card holder's.
 * Refused (400): a player in no side, a side short of partners.
 */
export function sideEntries(
  entries: EntryCard[],
  teams: SideTeam[],
  terms: SideHandicapTerms & { formatName: string },
): EntryCard[] {
  const format = terms.formatName;
  const unpaired = entries.filter((entry) => entry.teamId === null);
  if (unpaired.length > 0) {
    throw new InvalidInputError({
      non_field_errors: [
        `In a ${format} every player plays in a side or team: ${unpaired.map((entry) => entry.name).join(', ')} ${unpaired.length === 1 ? 'is' : 'are'} in none.`,
      ],
    });
  }
  return teams.flatMap((team) => {
    const partners = entries.filter((entry) => entry.teamId === team.id);
    if (partners.length === 0) return [];
    if (partners.length === 1) {
      throw new InvalidInputError({
        non_field_errors: [`${team.name} has one player: a ${format} side or team has at least two.`],
      });
    }
    const holder = sideCardHolder(partners, team.captainMemberId);
    return [
      {
        ...holder,
        name: sideName(team.name, partners),
        playingHandicap: sidePlayingHandicap(partners, terms),
        courseHandicap: null,
        handicapIndex: null,
      },
    ];
  });
}
