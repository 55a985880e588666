import { tournamentInput } from '@fairway/contract';
import { RecordCreate } from '../../../../layout/crud/RecordForm';
import { TournamentInputs } from './TournamentInputs';

export function TournamentCreate() {
  return (
    <RecordCreate
      schema={tournamentInput}
      defaultValues={{
        format: 'stroke_play',
        scoring_basis: 'net',
        holes: 18,
        rounds_count: 1,
        entry_fee_minor: 0,
        countback_method: 'last_holes_of_card',
        countback_fractions: 'exact',
        leaderboard_visibility: 'members',
        categories: [],
      }}
    >
      <TournamentInputs />
    </RecordCreate>
  );
}
