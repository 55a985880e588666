import { type TournamentFormat, formatPlayedAs, sideFormats } from '@fairway/contract';
import type { RecordChange } from '../../core/record-change.js';

/**
 * A tournament's terms as stored: a side of foursomes, greensomes or Chapman is two players, so its team size is 2
 * unless one is sent (the checks refuse another); a format played as stroke play, Stableford or match play is stroke
 * play unless it says, and a format changed to one without that choice keeps none (sent, the checks refuse it); a
 * format changed from a knockout plays no consolation bracket.
 */
export async function tournamentAsStored({ input, existing }: RecordChange): Promise<Record<string, unknown>> {
  const format = (input.format ?? existing?.format) as TournamentFormat;
  const stored = { ...input };
  const isSide = (sideFormats as readonly string[]).includes(format);
  if (isSide && input.team_size === undefined && existing?.team_size !== 2) stored.team_size = 2;
  const playedAs = input.played_as !== undefined ? input.played_as : (existing?.played_as ?? null);
  const choices = formatPlayedAs[format];
  if (!choices && playedAs !== null && input.played_as === undefined) stored.played_as = null;
  if (choices && playedAs === null) stored.played_as = 'stroke_play';
  if (format !== 'knockout' && input.consolation_bracket === undefined && existing?.consolation_bracket) {
    stored.consolation_bracket = false;
  }
  return stored;
}
