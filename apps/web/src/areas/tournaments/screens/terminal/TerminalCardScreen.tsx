import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import {
  readTerminalCard,
  saveTerminalScore,
  signTerminalCard,
  type TerminalCard,
  type TerminalGolfer,
} from '../../providers/terminalApi';

const words = (key: string) => `fairway.terminal.${key}`;
const touch = { minHeight: 64, fontSize: '1.25rem', textTransform: 'none' } as const;
/** The strokes a hole's key pad offers; the scoring page's limit is 20. */
const strokeKeys = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * After the round, at the terminal: the golfer enters their card hole by hole (a hole picked, then its strokes on a
 * key pad, saved at once by the scoring page's rules), attests it, and signs as marker the cards of their group.
 */
export function TerminalCardScreen({
  token,
  golfer,
  playerRoundId,
  onDone,
}: {
  token: string;
  golfer: Required<TerminalGolfer>;
  playerRoundId: number;
  onDone(): void;
}) {
  const translate = useTranslate();
  const [card, setCard] = useState<TerminalCard | null>(null);
  const [hole, setHole] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
        setRefusal(null);
      } catch (error) {
        setRefusal(refusalOf(error));
      }
      setCard(await readTerminalCard(token, golfer, playerRoundId).catch(() => null));
      setBusy(false);
    },
    [token, golfer, playerRoundId],
  );
  useEffect(() => {
    readTerminalCard(token, golfer, playerRoundId).then(
      (answer) => {
        setCard(answer);
        // The golfer goes on from the first hole without a score.
        const scores = answer.players.find((player) => player.member_id === golfer.member_id)?.scores ?? [];
        setHole(Math.max(0, scores.indexOf(null)));
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  }, [token, golfer, playerRoundId]);

  const own = card?.players.find((player) => player.member_id === golfer.member_id);
  if (!card || !own) return refusal ? <Alert severity="error">{refusal}</Alert> : null;
  const complete = (scores: (typeof own)['scores']) => scores.every((score) => score !== null);
  const current = card.holes[hole]!;
  const enter = (strokes: number) =>
    act(async () => {
      const [result] = (
        await saveTerminalScore(token, golfer, {
          player_round_id: card.player_round_id,
          member_id: golfer.member_id,
          hole_number: current.hole_number,
          strokes,
          base_version: own.scores[hole]?.version ?? 0,
        })
      ).results;
      if (result && result.outcome !== 'saved' && result.outcome !== 'repeated') {
        throw new Error(result.detail ?? Object.values(result.errors ?? {})[0]?.[0] ?? result.outcome);
      }
      setHole((index) => Math.min(index + 1, card.holes.length - 1));
    });
  const sign = (memberId: number, as: 'player' | 'marker') =>
    act(() => signTerminalCard(token, golfer, { player_round_id: card.player_round_id, member_id: memberId, as }));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h2">
        {translate(words('your_card'), { name: own.name, title: card.title })}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ fontSize: '1.1rem' }}>
          {refusal}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={translate(words('holes'))}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' }}
      >
        {card.holes.map((each, index) => (
          <Button
            key={each.hole_number}
            variant={index === hole ? 'contained' : 'outlined'}
            sx={{ ...touch, flexDirection: 'column', lineHeight: 1.2 }}
            aria-label={translate(words('hole_button'), {
              hole: each.hole_number,
              strokes: own.scores[index]?.strokes ?? '–',
            })}
            onClick={() => setHole(index)}
          >
            <span>{each.hole_number}</span>
            <strong>{own.scores[index]?.strokes ?? '–'}</strong>
          </Button>
        ))}
      </Box>
      <Typography variant="h5" component="p">
        {translate(words('hole_par'), { hole: current.hole_number, par: current.par })}
      </Typography>
      <Box
        role="group"
        aria-label={translate(words('strokes'))}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', maxWidth: 760 }}
      >
        {strokeKeys.map((strokes) => (
          <Button
            key={strokes}
            variant="outlined"
            disabled={busy || own.signature.locked}
            sx={{ ...touch, fontSize: '1.75rem' }}
            onClick={() => void enter(strokes)}
          >
            {strokes}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {own.signature.player_attested_at ? (
          <Alert severity="success" sx={{ fontSize: '1.1rem' }}>
            {translate(words('card_attested'))}
          </Alert>
        ) : (
          <Button
            variant="contained"
            size="large"
            sx={touch}
            disabled={busy || !complete(own.scores)}
            onClick={() => void sign(golfer.member_id, 'player')}
          >
            {translate(words('attest_my_card'))}
          </Button>
        )}
        {card.players
          .filter((player) => player.member_id !== golfer.member_id)
          .map((player) =>
            player.signature.marker_signed_at ? (
              <Alert key={player.member_id} severity="success" sx={{ fontSize: '1.1rem' }}>
                {translate(words('marker_signed'), { name: player.name })}
              </Alert>
            ) : (
              <Button
                key={player.member_id}
                variant="outlined"
                size="large"
                sx={touch}
                disabled={busy || !complete(player.scores)}
                onClick={() => void sign(player.member_id, 'marker')}
              >
                {translate(words('sign_as_marker'), { name: player.name })}
              </Button>
            ),
          )}
      </Box>
      <Button variant="outlined" size="large" sx={{ ...touch, maxWidth: 320 }} onClick={onDone}>
        {translate(words('done'))}
      </Button>
    </Box>
  );
}
