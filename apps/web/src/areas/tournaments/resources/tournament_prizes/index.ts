import type { tournamentPrizeRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { reachedResourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The prizes of the club's tournaments (`/api/tournament_prizes/`), opened from a tournament's page. */
export const tournamentPrizes: ResourceDeclaration<z.output<typeof tournamentPrizeRecord>> = {
  name: 'tournament_prizes',
  listPath: '/tournament/prizes',
  recordPath: '/tournament/prizes',
  recordRepresentation: (prize) => `${prize.prize_type_name} ${prize.category}`.trim(),
  cardFields: ['tournament_name', 'prize_type_name', 'position', 'category', 'value_minor'],
  defaultSort: { field: 'tournament_name', order: 'ASC' },
  list: lazyScreen(() => import('./TournamentPrizeList'), 'TournamentPrizeList', tournamentsLabels),
  create: lazyScreen(() => import('./TournamentPrizeForms'), 'TournamentPrizeCreate', tournamentsLabels),
  edit: lazyScreen(() => import('./TournamentPrizeForms'), 'TournamentPrizeEdit', tournamentsLabels),
};

export const routes: readonly DeclaredRoute[] = reachedResourcePages(
  tournamentPrizes,
  'fairway.pages.tournament_prizes',
  ['/tournament'],
);
