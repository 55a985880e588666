import { Role, roundMoves, tournamentEndpoints, type playerRoundRecord, type RoundStatus } from '@fairway/contract';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../layout/ConfirmDialog';
import { useNotifyText } from '../../layout/useNotifyText';
import { callEndpoint } from '../../providers/endpointClient';
import { HttpError } from '../../providers/httpClient';
import { roleIdsOf, useCurrentUser } from '../../providers/queries';

type Round = z.input<typeof playerRoundRecord>;

/** The 409 of a round completed while players miss scores: its detail names them. */
const missesScores = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 409 && /miss(es)? scores/.test(error.message);

/**
 * The round's next statuses as buttons (scheduled -> active -> completed, or cancelled), each confirmed in the app's
 * dialog. Completing a round whose players miss scores shows the server's list of them and offers to complete it all
 * the same, which sends `confirm_missing_scores`. A completed round goes back into play for a super admin only.
 */
export function RoundStatusActions({ round, onMoved }: { round: Round; onMoved: (round: Round) => void }) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const notifyText = useNotifyText();
  const superAdmin = roleIdsOf(useCurrentUser().data).includes(Role.superAdmin);
  const moves = round.status === 'completed' && !superAdmin ? [] : roundMoves[round.status];

  const send = (to: RoundStatus, confirmMissingScores: boolean) =>
    callEndpoint(tournamentEndpoints.changeRoundStatus, {
      body: {
        player_round_id: round.id,
        status: to,
        ...(confirmMissingScores ? { confirm_missing_scores: true } : {}),
      },
    });

  const move = async (to: RoundStatus) => {
    const asked = await confirm({
      title: translate(`fairway.rounds.move_titles.${to}`, { number: round.round_number }),
      msg: translate(`fairway.rounds.move_messages.${to}`),
      prefix: '',
      confirmLabel: `fairway.rounds.moves.${to}`,
    });
    if (!asked) return;
    let moved: Round;
    try {
      moved = await send(to, false);
    } catch (error) {
      if (!missesScores(error)) {
        notifyText(error);
        return;
      }
      const anyway = await confirm({
        title: translate('fairway.rounds.missing_title'),
        msg: error.message,
        prefix: '',
        confirmLabel: 'fairway.rounds.complete_anyway',
      });
      if (!anyway) return;
      try {
        moved = await send(to, true);
      } catch (again) {
        notifyText(again);
        return;
      }
    }
    notifyText(
      translate('fairway.rounds.moved', { status: translate(`fairway.rounds.statuses.${moved.status}`) }),
      'success',
    );
    onMoved(moved);
  };

  return (
    <>
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'active' || to === 'completed' ? 'contained' : 'outlined'}
          color={to === 'cancelled' ? 'error' : 'primary'}
          onClick={() => void move(to)}
        >
          {translate(`fairway.rounds.moves.${to}`)}
        </Button>
      ))}
    </>
  );
}
