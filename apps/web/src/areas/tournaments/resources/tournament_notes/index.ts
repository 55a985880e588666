import type { tournamentNoteRecord } from '@fairway/contract';
import type { z } from 'zod';
import { tournamentsLabels } from '../../labels/tournamentsLabels';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { reachedResourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The notes of the club's tournaments (`/api/tournament_notes/`), opened from a tournament's page. */
export const tournamentNotes: ResourceDeclaration<z.output<typeof tournamentNoteRecord>> = {
  name: 'tournament_notes',
  listPath: '/tournament/tournament-notes',
  recordPath: '/tournament/tournament-note',
  recordRepresentation: (note) => note.title,
  cardFields: ['title', 'tournament_name', 'visibility', 'updated_at'],
  defaultSort: { field: 'updated_at', order: 'DESC' },
  list: lazyScreen(() => import('./TournamentNoteList'), 'TournamentNoteList', tournamentsLabels),
  create: lazyScreen(() => import('./TournamentNoteForms'), 'TournamentNoteCreate', tournamentsLabels),
  edit: lazyScreen(() => import('./TournamentNoteForms'), 'TournamentNoteEdit', tournamentsLabels),
};

export const routes: readonly DeclaredRoute[] = reachedResourcePages(
  tournamentNotes,
  'fairway.pages.tournament_notes',
  ['/tournament'],
);
