import { Role, tournamentNoteInput, tournamentNoteRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { tournamentNotes, tournaments } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTournamentPart } from './check-tournament-part.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** A tournament's notes (local rules, the draw's changes), for its organisers or for everyone. */
export const tournamentNotesResource: Resource = {
  name: 'tournament_notes',
  thing: 'note',
  area: 'tournaments',
  table: tournamentNotes,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournamentNotes),
    golf_course_id: tournamentNotes.golf_course_id,
    tournament_id: tournamentNotes.tournament_id,
    tournament_name: tournaments.name,
    title: tournamentNotes.title,
    body: tournamentNotes.body,
    visibility: tournamentNotes.visibility,
  },
  joins: (query) => query.innerJoin(tournaments, eq(tournaments.id, tournamentNotes.tournament_id)),
  list: {
    search: [tournamentNotes.title, tournamentNotes.body, tournaments.name],
    ordering: {
      id: tournamentNotes.id,
      title: tournamentNotes.title,
      tournament_name: tournaments.name,
      updated_at: tournamentNotes.updated_at,
    },
    defaultOrdering: '-updated_at',
    filters: {
      tournament_id: { column: tournamentNotes.tournament_id, kind: 'integer' },
      visibility: { column: tournamentNotes.visibility, kind: 'text' },
    },
  },
  validate: checkTournamentPart,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${tournamentNotes.tournament_id} in ${reach}`;
  },
  record: tournamentNoteRecord,
  input: tournamentNoteInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
