import {
  superAdminTournamentMoves,
  tournamentEndpoints,
  tournamentMoves,
  Role,
  type tournamentRecord,
  type TournamentStatus,
} from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { callEndpoint } from '../../../../providers/endpointClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { TournamentStatusChip } from './TournamentStatusChip';

type Tournament = z.output<typeof tournamentRecord>;

/** Where a tournament stands, and the moves the caller may make from there, each confirmed first. */
export function TournamentStatusActions({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const refresh = useRefresh();
  const notifyText = useNotifyText();
  const isSuperAdmin = roleIdsOf(useCurrentUser().data).includes(Role.superAdmin);
  const [refusal, setRefusal] = useState<string | null>(null);
  const from = tournament.status;
  const moves = tournamentMoves[from].filter(
    (to) => isSuperAdmin || !superAdminTournamentMoves.includes(`${from}>${to}`),
  );
  const move = async (to: TournamentStatus) => {
    const status = translate(`fairway.tournaments.statuses.${to}`);
    if (
      !(await confirm({
        msg: translate('fairway.tournaments.move_confirm', { name: tournament.name, status }),
        prefix: '',
      }))
    )
      return;
    setRefusal(null);
    try {
      await callEndpoint(tournamentEndpoints.changeStatus, { params: { id: tournament.id }, body: { status: to } });
      notifyText(translate('fairway.tournaments.moved', { name: tournament.name, status }), 'success');
      refresh();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TournamentStatusChip status={from} />
        {moves.map((to) => (
          <Button
            key={to}
            size="small"
            variant={to === 'cancelled' || to === 'draft' ? 'text' : 'outlined'}
            color={to === 'cancelled' ? 'error' : 'primary'}
            onClick={() => void move(to)}
          >
            {translate(`fairway.tournaments.moves.${to}`)}
          </Button>
        ))}
      </Box>
      {refusal ? (
        <Box sx={{ mt: 1 }}>
          <ErrorAlert>{refusal}</ErrorAlert>
        </Box>
      ) : null}
    </Box>
  );
}
