import { tournamentInput, type tournamentRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { EntriesTab } from './EntriesTab';
import { FieldTab } from './FieldTab';
import { KnockoutTab } from './KnockoutTab';
import { TournamentInputs } from './TournamentInputs';
import { NotesTab, PrizesTab, RoundsTab, TeamsTab } from './TournamentParts';
import { TournamentStatusActions } from './TournamentStatusActions';

type Tournament = z.output<typeof tournamentRecord>;
const tabs = ['details', 'field', 'entries', 'teams', 'prizes', 'notes', 'rounds'] as const;
type TabName = (typeof tabs)[number] | 'knockout';

/** The tabs of one tournament, the details tab holding its form. */
function TournamentTabs({ form }: { form: ReactNode }) {
  const translate = useTranslate();
  const tournament = useRecordContext<Tournament>();
  const [tab, setTab] = useState<TabName>('details');
  // Six tabs do not fit a phone's width: there the parts are chosen from a list instead.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (!tournament) return null;
  // A knockout's matches are its bracket's: its own tab beside the rounds.
  const shown: readonly TabName[] = tournament.format === 'knockout' ? [...tabs, 'knockout'] : tabs;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <TournamentStatusActions tournament={tournament} />
      {isPhone ? (
        <TextField
          select
          size="small"
          fullWidth
          label={translate('fairway.tournaments.part')}
          value={tab}
          onChange={(event) => setTab(event.target.value as TabName)}
          sx={{ mb: 2 }}
        >
          {shown.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(`fairway.tournaments.tabs.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          aria-label={translate('resources.tournaments.name', { smart_count: 1 })}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {shown.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`tournament-tab-${name}`}
              label={translate(`fairway.tournaments.tabs.${name}`)}
            />
          ))}
        </Tabs>
      )}
      <Box
        role="tabpanel"
        aria-labelledby={isPhone ? undefined : `tournament-tab-${tab}`}
        aria-label={isPhone ? translate(`fairway.tournaments.tabs.${tab}`) : undefined}
      >
        {tab === 'details' ? form : null}
        {tab === 'field' ? <FieldTab tournament={tournament} /> : null}
        {tab === 'entries' ? <EntriesTab tournament={tournament} /> : null}
        {tab === 'teams' ? <TeamsTab tournament={tournament} /> : null}
        {tab === 'prizes' ? <PrizesTab tournament={tournament} /> : null}
        {tab === 'notes' ? <NotesTab tournament={tournament} /> : null}
        {tab === 'rounds' ? <RoundsTab tournament={tournament} /> : null}
        {tab === 'knockout' ? <KnockoutTab tournament={tournament} /> : null}
      </Box>
    </Box>
  );
}

/**
 * `/tournament/{id}`: one place to run an event: its status and moves, then tabs for its details (the form), field,
 * members' entries, teams, prizes, notes and rounds; a knockout's draw chart.
 */
export function TournamentEdit() {
  return (
    <RecordEdit schema={tournamentInput} around={(form) => <TournamentTabs form={form} />}>
      <TournamentInputs />
    </RecordEdit>
  );
}
