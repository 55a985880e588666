import {
  eventManagerEndpoints,
  memberGenders,
  newGolferInput,
  type EndpointAnswer,
  type rosterChangeInput,
} from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiAccountMinus, mdiAccountPlus } from '@mdi/js';
import { useState } from 'react';
import { SelectInput, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { HttpError } from '../../../../providers/httpClient';

type Player = EndpointAnswer<typeof eventManagerEndpoints.roster>[number];
type ClubMember = EndpointAnswer<typeof eventManagerEndpoints.rosterCandidates>[number];
/** A change of the roster shown: which organiser's it is goes with every change. */
type RosterChange = Omit<z.input<typeof rosterChangeInput>, 'event_manager_id'>;
/** A Handicap Index as the golf rules write it; a dash for a golfer without one. */
const indexText = (index: number | null) => handicapIndexText(index) || '–';

type NewGolfer = z.output<typeof newGolferInput>;
const genderChoices = memberGenders.map((gender) => ({ id: gender, name: `fairway.roster.gender_${gender}` }));

/** A refusal of a new golfer names their fields inside `new_golfer`; the dialog shows them under its own. */
function golferRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const { new_golfer: golfer, ...rest } = (error.body ?? {}) as Record<string, unknown>;
  return golfer && typeof golfer === 'object' ? new HttpError(error.message, 400, { ...golfer, ...rest }) : error;
}

/**
 * An organiser's roster: the players with their current Handicap Index; add a member of the club, or a golfer from
 * elsewhere by e-mail (made new when Fairway does not know them); remove one after a confirmation.
 */
export function Roster({ eventManagerId }: { eventManagerId: number }) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const notify = useNotify();
  const cache = useEndpointCache();
  const ofRoster = { query: { event_manager_id: String(eventManagerId) } };
  const roster = useEndpointQuery(eventManagerEndpoints.roster, ofRoster);
  const [search, setSearch] = useState('');
  const choices = useEndpointQuery(eventManagerEndpoints.rosterCandidates, {
    query: { event_manager_id: String(eventManagerId), search },
  });
  const [picked, setPicked] = useState<ClubMember | null>(null);
  const [addingGolfer, setAddingGolfer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (key: string) => translate(`fairway.roster.${key}`);

  /** Sends a change and shows the roster it answers; a refusal is thrown to the caller. */
  const change = async (rosterChange: RosterChange) => {
    const players = await callEndpoint(eventManagerEndpoints.changeRoster, {
      body: { event_manager_id: eventManagerId, ...rosterChange },
    });
    cache.set(eventManagerEndpoints.roster, ofRoster, players);
    await cache.invalidate(eventManagerEndpoints.rosterCandidates);
  };

  /** A change from the page itself (a member picked, a player removed): its refusal shows above the roster. */
  const send = async (rosterChange: RosterChange, done: string, name: string) => {
    setBusy(true);
    setError(null);
    try {
      await change(rosterChange);
      notify(done, { type: 'success', messageArgs: { name } });
      return true;
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : translate('fairway.form.unreachable'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addMember = async () => {
    if (!picked) return;
    if (await send({ action: 'add', member_id: picked.id }, 'fairway.roster.added', picked.member_name)) {
      setPicked(null);
    }
  };

  const addGolfer = async (golfer: NewGolfer) => {
    try {
      await change({ action: 'add', new_golfer: golfer });
    } catch (caught) {
      throw golferRefusal(caught);
    }
    const name = [golfer.first_name, golfer.last_name].filter(Boolean).join(' ');
    notify('fairway.roster.added', { type: 'success', messageArgs: { name } });
  };

  const remove = async (player: Player) => {
    const msg = translate('fairway.roster.remove_message', { name: player.member_name });
    if (!(await confirm({ title: label('remove_title'), prefix: '', msg }))) return;
    await send({ action: 'remove', member_id: player.member_id }, 'fairway.roster.removed', player.member_name);
  };

  const players = roster.data ?? [];
  return (
    <Box data-testid="roster" sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', minWidth: 0 }}>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('fairway.roster.players', { smart_count: players.length })}
          </Typography>
          {!roster.isPending && players.length === 0 ? (
            <Typography color="text.secondary">{label('none')}</Typography>
          ) : null}
          {players.length > 0 ? (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={label('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{label('player')}</TableCell>
                    <TableCell align="right">{label('handicap_index')}</TableCell>
                    <TableCell>{label('club_member')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {players.map((player) => (
                    <TableRow key={player.id} hover>
                      <TableCell>{player.member_name}</TableCell>
                      <TableCell align="right">{indexText(player.handicap_index)}</TableCell>
                      <TableCell>{label(player.is_club_member ? 'member_yes' : 'member_no')}</TableCell>
                      <TableCell align="right" sx={{ width: 48 }}>
                        <IconButton
                          size="small"
                          color="error"
                          disabled={busy}
                          aria-label={`${label('remove')} ${player.member_name}`}
                          onClick={() => void remove(player)}
                        >
                          <MdiIcon path={mdiAccountMinus} />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {label('add_member')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Autocomplete
              sx={{ flex: '1 1 16rem', maxWidth: '28rem' }}
              options={choices.data ?? []}
              value={picked}
              onChange={(_event, value) => setPicked(value)}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setSearch(value);
              }}
              filterOptions={(options) => options}
              getOptionLabel={(option) => `${option.member_name} (${indexText(option.handicap_index)})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={label('no_members')}
              renderInput={(params) => <TextField {...params} label={label('member')} size="small" />}
            />
            <Button
              variant="contained"
              disabled={!picked || busy}
              startIcon={<MdiIcon path={mdiAccountPlus} />}
              onClick={() => void addMember()}
            >
              {label('add')}
            </Button>
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {label('add_golfer')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {label('add_golfer_hint')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiAccountPlus} />}
            onClick={() => setAddingGolfer(true)}
          >
            {label('add_golfer_button')}
          </Button>
          {addingGolfer ? (
            <RecordDialog
              title={label('add_golfer')}
              schema={newGolferInput}
              resource="event_manager"
              record={{}}
              save={addGolfer}
              onSaved={() => setAddingGolfer(false)}
              onClose={() => setAddingGolfer(false)}
              saveLabel="fairway.roster.add_golfer_button"
            >
              <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <RecordTextInput source="first_name" label="fairway.roster.first_name" />
                <RecordTextInput source="last_name" label="fairway.roster.last_name" />
                <RecordTextInput source="email" label="fairway.roster.email" type="email" />
                <SelectInput
                  source="gender"
                  label="fairway.roster.gender"
                  choices={genderChoices}
                  isRequired
                  size="medium"
                />
                <RecordNumberInput source="handicap_index" label="fairway.roster.handicap_index" step={0.1} />
              </Box>
            </RecordDialog>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
