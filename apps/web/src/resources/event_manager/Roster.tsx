import {
  eventManagerEndpoints,
  memberGenders,
  newGolferInput,
  peopleLimits,
  type EndpointAnswer,
  type rosterChangeInput,
} from '@fairway/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiAccountMinus, mdiAccountPlus } from '@mdi/js';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../layout/ConfirmDialog';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { MdiIcon } from '../../layout/MdiIcon';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../providers/endpointClient';
import { HttpError } from '../../providers/httpClient';

type Player = EndpointAnswer<typeof eventManagerEndpoints.roster>[number];
type ClubMember = EndpointAnswer<typeof eventManagerEndpoints.rosterCandidates>[number];
/** A change of the roster shown: which organiser's it is goes with every change. */
type RosterChange = Omit<z.input<typeof rosterChangeInput>, 'event_manager_id'>;
const indexText = (index: number | null) =>
  index === null ? '–' : index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);

const emptyGolfer = { first_name: '', last_name: '', gender: '', email: '', handicap_index: '' };
type GolferForm = typeof emptyGolfer;

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
  const [golfer, setGolfer] = useState<GolferForm>(emptyGolfer);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (key: string) => translate(`fairway.roster.${key}`);

  const send = async (change: RosterChange, done: string, name: string) => {
    setBusy(true);
    setError(null);
    try {
      const players = await callEndpoint(eventManagerEndpoints.changeRoster, {
        body: { event_manager_id: eventManagerId, ...change },
      });
      cache.set(eventManagerEndpoints.roster, ofRoster, players);
      await cache.invalidate(eventManagerEndpoints.rosterCandidates);
      notify(done, { type: 'success', messageArgs: { name } });
      return true;
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 400 && caught.body && typeof caught.body === 'object') {
        const body = caught.body as Record<string, unknown>;
        const nested = (body.new_golfer ?? {}) as Record<string, string[]>;
        setFieldErrors(Object.fromEntries(Object.entries(nested).map(([key, messages]) => [key, messages.join(' ')])));
      }
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

  const addGolfer = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newGolferInput.safeParse({
      first_name: golfer.first_name,
      last_name: golfer.last_name,
      gender: golfer.gender || undefined,
      email: golfer.email,
      handicap_index: golfer.handicap_index === '' ? null : Number(golfer.handicap_index),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.code === 'invalid_value' && field === 'gender' ? label('choose_gender') : issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const name = [parsed.data.first_name, parsed.data.last_name].filter(Boolean).join(' ');
    if (await send({ action: 'add', new_golfer: parsed.data }, 'fairway.roster.added', name)) setGolfer(emptyGolfer);
  };

  const remove = async (player: Player) => {
    const msg = translate('fairway.roster.remove_message', { name: player.member_name });
    if (!(await confirm({ title: label('remove_title'), prefix: '', msg }))) return;
    await send({ action: 'remove', member_id: player.member_id }, 'fairway.roster.removed', player.member_name);
  };

  const players = roster.data ?? [];
  const golferField = (source: keyof GolferForm, props: Record<string, unknown> = {}) => (
    <TextField
      label={label(source)}
      value={golfer[source]}
      onChange={(event) => setGolfer({ ...golfer, [source]: event.target.value })}
      error={Boolean(fieldErrors[source])}
      helperText={fieldErrors[source] ?? ' '}
      size="small"
      {...props}
    />
  );

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
          <Box
            component="form"
            noValidate
            onSubmit={(event: FormEvent) => void addGolfer(event)}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}
          >
            {golferField('first_name', { required: true, slotProps: { htmlInput: { maxLength: peopleLimits.name } } })}
            {golferField('last_name', { slotProps: { htmlInput: { maxLength: peopleLimits.name } } })}
            {golferField('email', {
              required: true,
              type: 'email',
              slotProps: { htmlInput: { maxLength: peopleLimits.email } },
            })}
            {golferField('gender', {
              select: true,
              required: true,
              children: memberGenders.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {label(`gender_${gender}`)}
                </MenuItem>
              )),
            })}
            {golferField('handicap_index', {
              type: 'number',
              slotProps: { htmlInput: { step: 0.1, min: -10, max: 54 } },
            })}
            <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <Button type="submit" variant="contained" disabled={busy} startIcon={<MdiIcon path={mdiAccountPlus} />}>
                {label('add_golfer_button')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
