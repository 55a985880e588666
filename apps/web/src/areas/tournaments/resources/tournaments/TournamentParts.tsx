import {
  noteVisibilities,
  tournamentEndpoints,
  roundStartTypes,
  tournamentNoteInput,
  tournamentPrizeInput,
  tournamentTeamInput,
  playerRoundInput,
  type tournamentRecord,
} from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AutocompleteInput, ReferenceInput, SelectInput, useGetList, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { SubList } from '../../../../layout/crud/SubList';
import { ClubMoneyInput } from './ClubMoneyInput';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { callEndpoint } from '../../../../providers/endpointClient';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';

type Tournament = z.output<typeof tournamentRecord>;

const none = 'fairway.tournaments.none';
const choicesOf = (values: readonly string[], labels: string) =>
  values.map((value) => ({ id: value, name: `fairway.tournaments.${labels}.${value}` }));

/** A team's captain: one of the tournament's entries. */
function CaptainInput({ tournamentId }: { tournamentId: number }) {
  const entries = useGetList('tournament_members', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { tournament_id: tournamentId },
  });
  const choices = (entries.data ?? []).map((entry) => ({ id: entry.member_id as number, name: String(entry.name) }));
  return <AutocompleteInput source="captain_member_id" choices={choices} isLoading={entries.isPending} fullWidth />;
}

/**
 * An event of teams of four drawn into ABCD teams from its field (`@fairway/golf`'s `abcdTeamDraw` on the server),
 * replacing the teams there are after the organiser confirms.
 */
function AbcdTeamDraw({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const confirm = useConfirm();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const teams = useGetList('tournament_teams', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: { tournament_id: tournament.id },
  });
  const draw = async () => {
    const existing = teams.total ?? 0;
    if (
      existing > 0 &&
      !(await confirm({
        msg: translate('fairway.tournaments.team_draw.replace', { smart_count: existing }),
        prefix: '',
        confirmLabel: 'fairway.tournaments.team_draw.submit',
      }))
    )
      return;
    setBusy(true);
    setRefusal(null);
    try {
      const drawn = await callEndpoint(tournamentEndpoints.drawTeams, { params: { id: tournament.id }, body: {} });
      notify(
        translate('fairway.tournaments.team_draw.drawn', { smart_count: drawn.teams.length, seed: drawn.seed }),
        'success',
      );
      refresh();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="abcd-team-draw" sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
      <Typography id="abcd-team-draw" variant="h6" component="h2">
        {translate('fairway.tournaments.team_draw.title')}
      </Typography>
      <Typography variant="body2">{translate('fairway.tournaments.team_draw.intro')}</Typography>
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      <Box>
        <Button variant="outlined" onClick={() => void draw()} disabled={busy}>
          {translate('fairway.tournaments.team_draw.submit')}
        </Button>
      </Box>
    </Box>
  );
}

export function TeamsTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  // Drawn again until play starts (the server refuses after that); a closed event's teams stand.
  const drawsAbcd =
    tournament.team_size === 4 &&
    tournament.format !== 'ryder_cup' &&
    (tournament.status === 'draft' || tournament.status === 'open');
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {drawsAbcd ? <AbcdTeamDraw tournament={tournament} /> : null}
      <SubList
        resource="tournament_teams"
        schema={tournamentTeamInput}
        parent={{ source: 'tournament_id', id: tournament.id }}
        noneMessage={none}
        sort={{ field: 'name', order: 'ASC' }}
        newRecord={() => ({ colour: '#1565c0', side: tournament.format === 'ryder_cup' ? 'A' : null })}
        representation={(team) => String(team.name)}
        columns={[
          { source: 'name', render: (team) => String(team.name) },
          {
            source: 'side',
            render: (team) => (team.side ? translate(`fairway.tournaments.sides.${String(team.side)}`) : ''),
          },
          { source: 'captain_name', render: (team) => String(team.captain_name ?? '') },
          { source: 'members_count', align: 'right', render: (team) => String(team.members_count) },
        ]}
        inputs={
          <>
            <RecordTextInput source="name" />
            {tournament.format === 'ryder_cup' ? (
              <SelectInput source="side" choices={choicesOf(['A', 'B'], 'sides')} isRequired />
            ) : null}
            <RecordTextInput source="colour" type="color" />
            <CaptainInput tournamentId={tournament.id} />
          </>
        }
      />
    </Box>
  );
}

export function PrizesTab({ tournament }: { tournament: Tournament }) {
  const formatMoney = useFormatClubMoney();
  return (
    <SubList
      resource="tournament_prizes"
      schema={tournamentPrizeInput}
      parent={{ source: 'tournament_id', id: tournament.id }}
      noneMessage={none}
      sort={{ field: 'position', order: 'ASC' }}
      newRecord={() => ({ position: 1, value_minor: 0 })}
      representation={(prize) => `${String(prize.prize_type_name)} ${String(prize.category ?? '')}`.trim()}
      columns={[
        { source: 'prize_type_name', render: (prize) => String(prize.prize_type_name) },
        { source: 'position', align: 'right', render: (prize) => String(prize.position) },
        { source: 'category', render: (prize) => String(prize.category) },
        { source: 'value_minor', align: 'right', render: (prize) => formatMoney(prize.value_minor as number) },
        { source: 'description', wraps: true, render: (prize) => String(prize.description) },
      ]}
      inputs={
        <>
          <RecordReferenceInput source="prize_type_id" reference="prize_types" />
          <RecordNumberInput source="position" />
          <SelectInput
            source="category"
            choices={tournament.categories.map((category) => ({ id: category.name, name: category.name }))}
            emptyText="fairway.filter.any"
            translateChoice={false}
          />
          <ClubMoneyInput source="value_minor" />
          <RecordTextInput source="description" />
        </>
      }
    />
  );
}

export function NotesTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  return (
    <SubList
      resource="tournament_notes"
      schema={tournamentNoteInput}
      parent={{ source: 'tournament_id', id: tournament.id }}
      noneMessage={none}
      sort={{ field: 'updated_at', order: 'DESC' }}
      newRecord={() => ({ visibility: 'organisers' })}
      representation={(note) => String(note.title)}
      columns={[
        { source: 'title', render: (note) => String(note.title) },
        { source: 'body', wraps: true, render: (note) => String(note.body) },
        {
          source: 'visibility',
          render: (note) => translate(`fairway.tournaments.note_visibilities.${String(note.visibility)}`),
        },
      ]}
      inputs={
        <>
          <RecordTextInput source="title" />
          <RecordTextInput source="body" multiline minRows={4} />
          <SelectInput source="visibility" choices={choicesOf(noteVisibilities, 'note_visibilities')} />
        </>
      }
    />
  );
}

export function RoundsTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  return (
    <SubList
      resource="player_rounds"
      schema={playerRoundInput}
      parent={{ source: 'tournament_id', id: tournament.id }}
      noneMessage={none}
      sort={{ field: 'round_number', order: 'ASC' }}
      // The tournament has its rounds from its form: one added by hand is the next, on the last one's day.
      newRecord={(rounds) => ({
        round_number: Math.max(0, ...rounds.map((round) => Number(round.round_number))) + 1,
        play_date: rounds.at(-1)?.play_date ?? tournament.start_date,
        start_type: 'tee_times',
      })}
      representation={(round) => translate('fairway.tournaments.round_named', { number: String(round.round_number) })}
      columns={[
        { source: 'round_number', align: 'right', render: (round) => String(round.round_number) },
        { source: 'play_date', render: (round) => formatDate(String(round.play_date)) },
        { source: 'player_round_section_name', render: (round) => String(round.player_round_section_name ?? '') },
        {
          source: 'start_type',
          render: (round) => translate(`fairway.tournaments.start_types.${String(round.start_type)}`),
        },
        {
          source: 'status',
          render: (round) => translate(`fairway.tournaments.round_statuses.${String(round.status)}`),
        },
        { source: 'groups_count', align: 'right', render: (round) => String(round.groups_count) },
        { source: 'players_count', align: 'right', render: (round) => String(round.players_count) },
        {
          source: 'open',
          render: (round) => (
            <Button size="small" component={RouterLink} to={`/active_round/${String(round.id)}`}>
              {translate('fairway.tournaments.rounds_open')}
            </Button>
          ),
        },
      ]}
      inputs={
        <>
          <RecordNumberInput source="round_number" />
          <ClubDateInput source="play_date" isRequired />
          <ReferenceInput source="player_round_section_id" reference="player_round_section">
            <AutocompleteInput optionText="name" fullWidth />
          </ReferenceInput>
          <SelectInput source="start_type" choices={choicesOf(roundStartTypes, 'start_types')} />
        </>
      }
    />
  );
}
