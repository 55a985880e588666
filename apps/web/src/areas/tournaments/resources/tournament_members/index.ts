import type { tournamentMemberRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { reachedResourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/**
 * The entries of the club's tournaments (`/api/tournament_members/`) across events, found by name and narrowed by
 * tournament: each event's own field is kept on its page.
 */
export const tournamentMembers: ResourceDeclaration<z.output<typeof tournamentMemberRecord>> = {
  name: 'tournament_members',
  listPath: '/tournament_members',
  recordRepresentation: (entry) => entry.name,
  cardFields: ['name', 'hole_category_name', 'handicap_index', 'playing_handicap', 'category', 'status'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./TournamentMemberList'), 'TournamentMemberList', tournamentsLabels),
};

export const routes: readonly DeclaredRoute[] = reachedResourcePages(
  tournamentMembers,
  'fairway.pages.tournament_members',
  ['/tournament'],
);
