import {
  tournamentEndpoints,
  tournamentSheetEndpoints,
  type recalculationAnswer,
  type tournamentRecord,
} from '@fairway/contract';
import { handicapIndexText, handicapText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiAccountMultiplePlus, mdiCalculator, mdiDownload } from '@mdi/js';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { PagedTable, type PagedTableColumn } from '../../../../layout/crud/PagedTable';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { callEndpoint, downloadEndpointFile } from '../../../../providers/endpointClient';
import { AddGolfersDialog } from './AddGolfersDialog';
import { HandicapExplanation, type EntryHandicaps } from './HandicapExplanation';
import { refusalOf } from '../../../../layout/crud/refusalOf';

type Tournament = z.output<typeof tournamentRecord>;
type Entry = RaRecord &
  EntryHandicaps & {
    member_id: number;
    team_id: number | null;
    gender: string | null;
    is_guest: boolean;
    category: string;
    team_name: string | null;
    status: string;
    paid: boolean;
  };
type Recalculation = z.output<typeof recalculationAnswer>;

const perPage = 50;

function RecalculationDialog({
  tournament,
  shown,
  onClose,
  onApplied,
}: {
  tournament: Tournament;
  shown: Recalculation;
  onClose(): void;
  onApplied(): void;
}) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = async () => {
    try {
      await callEndpoint(tournamentEndpoints.recalculate, { params: { id: tournament.id }, body: { apply: true } });
      onApplied();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recalculation-title">
      <DialogTitle id="recalculation-title">{translate('fairway.tournaments.field.recalculate_title')}</DialogTitle>
      <DialogContent>
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
        {shown.changes.length === 0 ? (
          <Typography>{translate('fairway.tournaments.field.recalculate_none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.tournament_members.fields.name')}</TableCell>
                <TableCell align="right">{translate('resources.tournament_members.fields.handicap_index')}</TableCell>
                <TableCell align="right">{translate('resources.tournament_members.fields.playing_handicap')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.changes.map((change) => (
                <TableRow key={change.id}>
                  <TableCell>{change.name}</TableCell>
                  <TableCell align="right">
                    {handicapIndexText(change.before.handicap_index)} → {handicapIndexText(change.after.handicap_index)}
                  </TableCell>
                  <TableCell align="right">
                    {handicapText(change.before.playing_handicap) || '–'} →{' '}
                    {handicapText(change.after.playing_handicap) || '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {shown.changes.length > 0 ? (
          <Button variant="contained" onClick={() => void apply()}>
            {translate('fairway.tournaments.field.recalculate_apply')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A tournament's field: each entry with its tee set, index, course and playing handicaps (explained on hover or a
 * tap), category, team and status; golfers added from the club's list in bulk, withdrawn and reinstated, and the
 * handicaps worked out again before play.
 */
export function FieldTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const confirm = useConfirm();
  const notifyText = useNotifyText();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [recalculation, setRecalculation] = useState<Recalculation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const beforePlay = tournament.status === 'draft' || tournament.status === 'open';
  const entries = useGetList<Entry>('tournament_members', {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter: { tournament_id: tournament.id, ...(search.trim() ? { q: search.trim() } : {}) },
  });
  const rows = entries.data ?? [];
  const refresh = () => void entries.refetch();
  const hasTeams = tournament.team_size !== null;
  const teams = useGetList('tournament_teams', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { tournament_id: tournament.id },
  });

  const changeTeam = async (entry: Entry, teamId: number | null) => {
    setRefusal(null);
    try {
      await dataProvider.update('tournament_members', { id: entry.id, data: { team_id: teamId }, previousData: entry });
      refresh();
      void teams.refetch();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const changeStatus = async (entry: Entry, status: 'entered' | 'withdrawn') => {
    if (
      status === 'withdrawn' &&
      !(await confirm({
        msg: translate('fairway.tournaments.field.withdraw_confirm', { name: entry.name }),
        prefix: '',
      }))
    ) {
      return;
    }
    setRefusal(null);
    try {
      await dataProvider.update('tournament_members', { id: entry.id, data: { status }, previousData: entry });
      refresh();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const exportField = async () => {
    setRefusal(null);
    try {
      await downloadEndpointFile(tournamentSheetEndpoints.fieldCsv, { params: { id: tournament.id } });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const recalculate = async () => {
    setRefusal(null);
    try {
      setRecalculation(
        await callEndpoint(tournamentEndpoints.recalculate, { params: { id: tournament.id }, body: { apply: false } }),
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const heading = (field: string) => translate(`resources.tournament_members.fields.${field}`);
  const columns: PagedTableColumn<Entry>[] = [
    {
      key: 'name',
      heading: heading('name'),
      sx: { whiteSpace: 'nowrap' },
      render: (entry) => (
        <>
          {entry.name}
          {entry.is_guest ? (
            <Chip size="small" label={translate('fairway.tournaments.field.guest')} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
    },
    { key: 'hole_category_name', heading: heading('hole_category_name'), render: (entry) => entry.hole_category_name },
    {
      key: 'handicap_index',
      heading: heading('handicap_index'),
      align: 'right',
      render: (entry) => handicapIndexText(entry.handicap_index) || '–',
    },
    {
      key: 'course_handicap',
      heading: heading('course_handicap'),
      align: 'right',
      render: (entry) => handicapText(entry.course_handicap) || '–',
    },
    {
      key: 'playing_handicap',
      heading: heading('playing_handicap'),
      align: 'right',
      render: (entry) => <HandicapExplanation entry={entry} terms={tournament} />,
    },
    { key: 'category', heading: heading('category'), render: (entry) => entry.category },
    {
      key: 'team_name',
      heading: heading('team_name'),
      render: (entry) =>
        hasTeams && tournament.status !== 'finalised' ? (
          <TextField
            select
            size="small"
            variant="standard"
            value={entry.team_id ?? ''}
            onChange={(event) => void changeTeam(entry, event.target.value === '' ? null : Number(event.target.value))}
            slotProps={{
              htmlInput: {
                'aria-label': translate('fairway.tournaments.field.team_of', { name: entry.name }),
              },
            }}
            sx={{ minWidth: '8rem' }}
          >
            <MenuItem value="">{translate('fairway.tournaments.field.no_team')}</MenuItem>
            {(teams.data ?? []).map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {String(team.name)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          entry.team_name
        ),
    },
    {
      key: 'status',
      heading: heading('status'),
      sx: { whiteSpace: 'nowrap' },
      render: (entry) => translate(`fairway.tournaments.entry_statuses.${entry.status}`),
    },
    { key: 'paid', heading: heading('paid'), render: (entry) => (entry.paid ? '✓' : '') },
    {
      key: 'actions',
      heading: null,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (entry) =>
        tournament.status === 'finalised' ? null : entry.status === 'entered' ? (
          <Button
            size="small"
            color="error"
            aria-label={translate('fairway.tournaments.field.withdraw_named', { name: entry.name })}
            onClick={() => void changeStatus(entry, 'withdrawn')}
          >
            {translate('fairway.tournaments.field.withdraw')}
          </Button>
        ) : entry.status === 'withdrawn' ? (
          <Button
            size="small"
            aria-label={translate('fairway.tournaments.field.reinstate_named', { name: entry.name })}
            onClick={() => void changeStatus(entry, 'entered')}
          >
            {translate('fairway.tournaments.field.reinstate')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <TextField
          size="small"
          label={translate('ra.action.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ flex: '1 1 12rem', maxWidth: '20rem' }}
        />
        <Button startIcon={<MdiIcon path={mdiDownload} />} onClick={() => void exportField()}>
          {translate('fairway.tournaments.field.export')}
        </Button>
        {beforePlay ? (
          <>
            <Button
              variant="contained"
              startIcon={<MdiIcon path={mdiAccountMultiplePlus} />}
              onClick={() => setAdding(true)}
            >
              {translate('fairway.tournaments.field.add')}
            </Button>
            <Button startIcon={<MdiIcon path={mdiCalculator} />} onClick={() => void recalculate()}>
              {translate('fairway.tournaments.field.recalculate')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.tournaments.field.locked')}
          </Typography>
        )}
      </Box>
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      {entries.error ? <ErrorAlert>{refusalOf(entries.error)}</ErrorAlert> : null}
      {entries.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {!entries.isPending && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('fairway.tournaments.none', {
            things: translate('resources.tournament_members.name', { smart_count: 2 }).toLowerCase(),
          })}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <PagedTable
          label={translate('fairway.tournaments.tabs.field')}
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry.id}
          rowProps={() => ({ hover: true })}
          sx={{ '& td, & th': { px: 1 } }}
          pages={{ count: entries.total ?? 0, page, perPage, onPage: setPage }}
        />
      ) : null}
      {adding ? (
        <AddGolfersDialog
          tournament={tournament}
          onClose={() => setAdding(false)}
          onEntered={(count) => {
            setAdding(false);
            notifyText(translate('fairway.tournaments.field.added', { smart_count: count }), 'success');
            refresh();
          }}
        />
      ) : null}
      {recalculation ? (
        <RecalculationDialog
          tournament={tournament}
          shown={recalculation}
          onClose={() => setRecalculation(null)}
          onApplied={() => {
            setRecalculation(null);
            notifyText(translate('fairway.tournaments.field.recalculated'), 'success');
            refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
