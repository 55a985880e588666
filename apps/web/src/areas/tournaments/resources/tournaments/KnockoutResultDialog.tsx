import { knockoutDecisions, knockoutEndpoints, type KnockoutChart, type KnockoutMatchLine } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint } from '../../../../providers/endpointClient';

type Decision = (typeof knockoutDecisions)[number];

const words = (key: string) => `fairway.knockout.${key}`;

/** A match whose two players are known and whose result is not in yet. */
export const matchReady = (line: KnockoutMatchLine) =>
  line.winner_member_id === null && line.sides.every((side) => side.member_id !== null);

/**
 * A match's result as a player or an organiser enters it: the winner, how the match was decided, its numbers and its
 * day. With `correcting`, an organiser's correction of the result entered, which says why.
 */
export function KnockoutResultDialog({
  tournamentId,
  line,
  correcting = false,
  onClose,
  onSaved,
}: {
  tournamentId: number;
  line: KnockoutMatchLine;
  correcting?: boolean;
  onClose: () => void;
  onSaved: (chart: KnockoutChart) => void;
}) {
  const translate = useTranslate();
  const players = line.sides.filter((side) => side.member_id !== null);
  const [winner, setWinner] = useState(line.winner_member_id ?? players[0]!.member_id!);
  const [decidedBy, setDecidedBy] = useState<Decision>(
    line.decided_by === null || line.decided_by === 'bye' ? 'match_won' : line.decided_by,
  );
  const [holesUp, setHolesUp] = useState(1);
  const [holesToPlay, setHolesToPlay] = useState(0);
  const [extraHoles, setExtraHoles] = useState(1);
  const [playedOn, setPlayedOn] = useState(line.played_on ?? '');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    setRefusal(null);
    const result = {
      bracket: line.bracket,
      round: line.round,
      match: line.match,
      winner_member_id: winner,
      decided_by: decidedBy,
      ...(decidedBy === 'match_won' ? { holes_up: holesUp, holes_to_play: holesToPlay } : {}),
      ...(decidedBy === 'extra_holes' ? { extra_holes: extraHoles } : {}),
      ...(playedOn ? { played_on: playedOn } : {}),
    };
    try {
      onSaved(
        correcting
          ? await callEndpoint(knockoutEndpoints.correctResult, {
              params: { id: tournamentId },
              body: { ...result, reason },
            })
          : await callEndpoint(knockoutEndpoints.enterResult, { params: { id: tournamentId }, body: result }),
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const number = (label: string, value: number, set: (value: number) => void, min: number) => (
    <TextField
      size="small"
      type="number"
      label={translate(words(`result.${label}`))}
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      slotProps={{ htmlInput: { min } }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="knockout-result">
      <DialogTitle id="knockout-result">
        {translate(
          words(
            `result.${line.bracket === 'consolation' ? 'consolation_' : ''}${correcting ? 'correct_title' : 'title'}`,
          ),
          {
            round: line.round,
            match: line.match,
          },
        )}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          size="small"
          label={translate(words('result.winner'))}
          value={winner}
          onChange={(event) => setWinner(Number(event.target.value))}
        >
          {players.map((side) => (
            <MenuItem key={side.member_id} value={side.member_id!}>
              {side.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(words('result.decided_by'))}
          value={decidedBy}
          onChange={(event) => setDecidedBy(event.target.value as Decision)}
        >
          {knockoutDecisions.map((decision) => (
            <MenuItem key={decision} value={decision}>
              {translate(words(`result.decisions.${decision}`))}
            </MenuItem>
          ))}
        </TextField>
        {decidedBy === 'match_won' ? (
          <Box sx={{ display: 'flex', gap: 2 }}>
            {number('holes_up', holesUp, setHolesUp, 1)}
            {number('holes_to_play', holesToPlay, setHolesToPlay, 0)}
          </Box>
        ) : null}
        {decidedBy === 'extra_holes' ? number('extra_holes', extraHoles, setExtraHoles, 1) : null}
        <TextField
          size="small"
          type="date"
          label={translate(words('result.played_on'))}
          value={playedOn}
          onChange={(event) => setPlayedOn(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {correcting ? (
          <TextField
            size="small"
            required
            multiline
            label={translate(words('result.reason'))}
            helperText={translate(words('result.reason_help'), { result: line.result ?? '' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate(words('result.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
