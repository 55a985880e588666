import { Role, tournamentEntryRulesInput, tournamentEntryRulesRecord } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { accountsHeads, tournamentEntryRules } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkEntryRules } from './check-entry-rules.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/**
 * A tournament's entry rules, one record a tournament: with them, members enter it themselves between the open and
 * the close of entries. Its organisers keep them.
 */
export const tournamentEntryRulesResource: Resource = {
  name: 'tournament_entry_rules',
  thing: 'set of entry rules',
  area: 'tournaments',
  table: tournamentEntryRules,
  scope: 'golf_course',
  list: {
    search: [],
    ordering: { id: tournamentEntryRules.id, entries_open_at: tournamentEntryRules.entries_open_at },
    defaultOrdering: 'id',
    filters: { tournament_id: { column: tournamentEntryRules.tournament_id, kind: 'integer' } },
  },
  references: { accounts_head_id: accountsHeads },
  validate: checkEntryRules,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${tournamentEntryRules.tournament_id} in ${reach}`;
  },
  record: tournamentEntryRulesRecord,
  input: tournamentEntryRulesInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
