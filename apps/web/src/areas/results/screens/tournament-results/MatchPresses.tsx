import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import {
  addMatchPress,
  removeMatchPress,
  type MatchPress,
  type MatchPressInput,
  type ResultMatch,
} from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';

const spans = ['front', 'back', 'overall'] as const;

/**
 * A Nassau match's presses called by hand, for its organisers before publication: each with Remove, and a press to
 * call (side, bet, after which hole). The server checks the rule and answers its reason; `onChanged` recalculates, so
 * the match's bets show the press.
 */
export function MatchPresses({
  tournamentId,
  match,
  presses,
  onChanged,
}: {
  tournamentId: number;
  match: ResultMatch;
  presses: readonly MatchPress[];
  onChanged: () => Promise<void>;
}) {
  const translate = useTranslate();
  const [side, setSide] = useState<'A' | 'B'>('A');
  const [span, setSpan] = useState<MatchPressInput['span']>('front');
  const [afterHole, setAfterHole] = useState('');
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const where = translate('fairway.results.matches.where', { round: match.round_number, group: match.group_number });
  const sideName = (letter: string) => match.sides.find((line) => line.side === letter)?.name ?? letter;
  const spanWords = (name: string) => translate(`fairway.results.presses.spans.${name}`);

  const act = async (action: () => Promise<unknown>) => {
    setWorking(true);
    setRefusal(null);
    try {
      await action();
      await onChanged();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setWorking(false);
    }
  };
  const call = () =>
    act(async () => {
      await addMatchPress(tournamentId, { group_id: match.group_id!, span, after_hole: Number(afterHole), side });
      setAfterHole('');
    });

  return (
    <Box component="section" aria-label={`${translate('fairway.results.presses.title')}: ${where}`} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {translate('fairway.results.presses.title')}
      </Typography>
      {presses.map((press) => {
        const pressSpan = spanWords(press.span);
        return (
          <Box key={press.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">
              {translate('fairway.results.presses.called', {
                side: sideName(press.side),
                span: pressSpan,
                hole: press.after_hole,
              })}
            </Typography>
            <Button
              size="small"
              disabled={working}
              aria-label={translate('fairway.results.presses.remove_label', {
                hole: press.after_hole,
                span: pressSpan,
              })}
              onClick={() => void act(() => removeMatchPress(tournamentId, press.id))}
            >
              {translate('fairway.results.presses.remove')}
            </Button>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <TextField
          select
          size="small"
          label={translate('fairway.results.presses.side')}
          value={side}
          onChange={(event) => setSide(event.target.value as 'A' | 'B')}
          sx={{ minWidth: 140 }}
        >
          {match.sides.map((line) => (
            <MenuItem key={line.side} value={line.side}>
              {line.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('fairway.results.presses.span')}
          value={span}
          onChange={(event) => setSpan(event.target.value as MatchPressInput['span'])}
          sx={{ minWidth: 130 }}
        >
          {spans.map((name) => (
            <MenuItem key={name} value={name}>
              {spanWords(name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={translate('fairway.results.presses.after_hole')}
          value={afterHole}
          onChange={(event) => setAfterHole(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 17, step: 1 } }}
          sx={{ width: 110 }}
        />
        <Button variant="outlined" size="small" disabled={working || afterHole === ''} onClick={() => void call()}>
          {translate('fairway.results.presses.call')}
        </Button>
      </Box>
      {refusal ? (
        <Box sx={{ mt: 1 }}>
          <ErrorAlert>{refusal}</ErrorAlert>
        </Box>
      ) : null}
    </Box>
  );
}
