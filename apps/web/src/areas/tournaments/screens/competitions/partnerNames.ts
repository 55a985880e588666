import type { TranslateFunction } from 'react-admin';
import type { CompetitionEntry } from '../../providers/enteringApi';

/** The other golfers of an entry's side or team by name, those who withdrew said so: “Sam Swing, Ann Lee (withdrawn)”. */
export function partnerNames(entry: Pick<CompetitionEntry, 'partners'>, translate: TranslateFunction): string {
  const withdrawn = translate('fairway.competitions.statuses.withdrawn').toLowerCase();
  return entry.partners
    .map((partner) => (partner.status === 'withdrawn' ? `${partner.name} (${withdrawn})` : partner.name))
    .join(', ');
}
