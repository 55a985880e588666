import { Role, roundMoves, tournamentEndpoints, type playerRoundRecord, type RoundStatus } from '@fairway/contract';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { callEndpoint } from '../../../../providers/endpointClient';
import { HttpError } from '../../../../providers/httpClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

type Round = z.input<typeof playerRoundRecord>;

/** What completing a round may need confirmed, each after a 409 whose detail names the players. */
type Confirmation = 'confirm_missing_scores' | 'confirm_unattested_cards';

/** The confirmation a 409 of completing a round asks for, with its dialog's title; none for another refusal. */
function confirmationAsked(error: unknown): { field: Confirmation; title: string; detail: string } | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  if (/miss(es)? scores/.test(error.message)) {
    return { field: 'confirm_missing_scores', title: 'fairway.rounds.missing_title', detail: error.message };
  }
  if (/not attested/.test(error.message)) {
    return { field: 'confirm_unattested_cards', title: 'fairway.rounds.unattested_title', detail: error.message };
  }
  return null;
}

/**
 * The round's next statuses as buttons (scheduled -> active -> completed, or cancelled), each confirmed in the app's
 * dialog. Completing a round whose players miss scores, or whose cards are not attested, shows the server's list of
 * them and offers to complete it all the same, which sends the confirmation it asked for (the missing scores first,
 * then the cards). A completed round goes back into play for a super admin only.
 */
export function RoundStatusActions({ round, onMoved }: { round: Round; onMoved: (round: Round) => void }) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const notifyText = useNotifyText();
  const superAdmin = roleIdsOf(useCurrentUser().data).includes(Role.superAdmin);
  const moves = round.status === 'completed' && !superAdmin ? [] : roundMoves[round.status];

  const send = (to: RoundStatus, confirmed: readonly Confirmation[]) =>
    callEndpoint(tournamentEndpoints.changeRoundStatus, {
      body: {
        player_round_id: round.id,
        status: to,
        ...Object.fromEntries(confirmed.map((field) => [field, true])),
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
    const confirmed: Confirmation[] = [];
    let moved: Round | undefined;
    while (!moved) {
      try {
        moved = await send(to, confirmed);
      } catch (error) {
        const needed = confirmationAsked(error);
        if (!needed || confirmed.includes(needed.field)) {
          notifyText(error);
          return;
        }
        const anyway = await confirm({
          title: translate(needed.title),
          msg: needed.detail,
          prefix: '',
          confirmLabel: 'fairway.rounds.complete_anyway',
        });
        if (!anyway) return;
        confirmed.push(needed.field);
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
