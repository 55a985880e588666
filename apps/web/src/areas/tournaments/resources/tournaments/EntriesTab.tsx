import {
  enteringEndpoints,
  freedPlaceWays,
  memberGenders,
  Role,
  tournamentEntryRulesInput,
  type tournamentRecord,
} from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { partnerNames } from '../../screens/competitions/partnerNames';
import type { z } from 'zod';
import { ClubDateTimeInput } from '../../../../layout/club/ClubDateTimeInput';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { RecordNumberInput, RecordReferenceInput } from '../../../../layout/crud/RecordInputs';
import { SubList } from '../../../../layout/crud/SubList';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { approveEntry, declineEntry, withdrawEntry } from '../../providers/enteringApi';
import { ClubMoneyInput } from './ClubMoneyInput';

type Tournament = z.output<typeof tournamentRecord>;

const words = (key: string) => `fairway.competitions.${key}`;
const choicesOf = (values: readonly string[], labels: string) =>
  values.map((value) => ({ id: value, name: words(`${labels}.${value}`) }));

/**
 * The members' entries of the tournament: the field's with their fee, then the waiting list in its order; a golfer of
 * another club with their home club and Handicap Index, their entry approved or declined where the event asks for it.
 */
function MembersEntries({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const formatMoney = useFormatClubMoney();
  const confirm = useConfirm();
  const notify = useNotifyText();
  const cache = useEndpointCache();
  const input = { params: { id: tournament.id } };
  const entries = useEndpointQuery(enteringEndpoints.tournamentEntries, input);
  if (entries.error) return <ErrorAlert>{entries.error.message}</ErrorAlert>;
  const rows = entries.data ?? [];
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate(words('no_members_entries'))}</Typography>;
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(translate(words(done)), 'success');
    } catch (error) {
      notify(refusalOf(error));
    }
    void cache.invalidate(enteringEndpoints.tournamentEntries);
  };
  const feeWords = (entry: (typeof rows)[number]) =>
    entry.fee_minor === 0
      ? translate(words('no_fee'))
      : translate(words(entry.fee_reversed ? 'fee_reversed' : entry.fee_posted ? 'fee_posted' : 'fee_owed'), {
          fee: formatMoney(entry.fee_minor),
        });
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(words('members_entries'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(words('golfer'))}</TableCell>
            <TableCell>{translate(words('standing'))}</TableCell>
            <TableCell>{translate(words('preferred_start'))}</TableCell>
            <TableCell>{translate(words('fee_column'))}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>
                {entry.name}
                <Typography variant="body2" color="text.secondary">
                  {entry.home_club_name === null
                    ? entry.handicap_index === null
                      ? ''
                      : translate(words('index_of'), { index: entry.handicap_index })
                    : entry.handicap_index === null
                      ? translate(words('from_club_no_index'), { club: entry.home_club_name })
                      : translate(words('from_club'), { club: entry.home_club_name, index: entry.handicap_index })}
                </Typography>
                {entry.partners.length > 0 ? (
                  <Typography variant="body2">
                    {translate(words('with_partners'), { names: partnerNames(entry, translate) })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={
                    entry.status === 'waiting'
                      ? translate(words('waiting_at'), { position: entry.waiting_position })
                      : entry.status === 'offered'
                        ? translate(words('offered_until'), {
                            until: formatDate(entry.offered_until!, { withTime: true }),
                          })
                        : translate(words(`statuses.${entry.status}`))
                  }
                />
              </TableCell>
              <TableCell>{entry.preferred_start ? translate(words(`starts.${entry.preferred_start}`)) : ''}</TableCell>
              <TableCell>{feeWords(entry)}</TableCell>
              <TableCell align="right">
                {entry.status === 'awaiting' ? (
                  <>
                    <Button size="small" onClick={() => act(() => approveEntry(entry.id), 'approved_done')}>
                      {translate(words('approve'))}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={async () => {
                        const sure = await confirm({
                          title: translate(words('decline_title'), { name: entry.name }),
                          msg: translate(words('decline_content')),
                          prefix: '',
                          confirmBtn: true,
                          confirmLabel: words('decline'),
                        });
                        if (sure) await act(() => declineEntry(entry.id), 'declined_done');
                      }}
                    >
                      {translate(words('decline'))}
                    </Button>
                  </>
                ) : null}
                {['entered', 'waiting', 'offered'].includes(entry.status) ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      const sure = await confirm({
                        title: translate(words('withdraw_title'), { name: entry.name }),
                        msg: translate(words('withdraw_by_organiser')),
                        prefix: '',
                        confirmBtn: true,
                        confirmLabel: words('withdraw'),
                      });
                      if (sure) await act(() => withdrawEntry(entry.id), 'withdrawn_done');
                    }}
                  >
                    {translate(words('withdraw'))}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A tournament's members' entries: its entry rules (who may enter themselves, when, their fees, the waiting list and
 * how a freed place is given), then the entries members made, paid or owed, and the waiting list.
 */
export function EntriesTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const roles = roleIdsOf(useCurrentUser().data);
  // The member types and ledger heads are the club's billing, which only its admins read.
  const keepsBilling = roles.includes(Role.admin) || roles.includes(Role.superAdmin);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SubList
        resource="tournament_entry_rules"
        schema={tournamentEntryRulesInput}
        parent={{ source: 'tournament_id', id: tournament.id }}
        noneMessage="fairway.tournaments.none"
        newRecord={() => ({
          entries_open_at: new Date().toISOString(),
          waiting_list: true,
          freed_place: 'at_once',
          offer_hours: 24,
          guest_fee_minor: 0,
          member_type_ids: [],
          member_type_fees: [],
          categories: [],
        })}
        representation={() => translate('resources.tournament_entry_rules.name', { smart_count: 1 })}
        columns={[
          {
            source: 'entries_open_at',
            render: (rules) => formatDate(String(rules.entries_open_at), { withTime: true }),
          },
          {
            source: 'maximum_handicap_index',
            render: (rules) =>
              [rules.minimum_handicap_index ?? '', rules.maximum_handicap_index ?? ''].join(' – ').replace(/^ – $/, ''),
          },
          {
            source: 'waiting_list',
            render: (rules) => translate(rules.waiting_list ? 'ra.boolean.true' : 'ra.boolean.false'),
          },
          {
            source: 'freed_place',
            render: (rules) => translate(words(`freed_places.${String(rules.freed_place)}`)),
          },
        ]}
        inputs={
          <>
            <ClubDateTimeInput source="entries_open_at" helperText={translate(words('opens_hint'))} />
            {keepsBilling ? (
              <ReferenceArrayInput source="member_type_ids" reference="member_types_master">
                <AutocompleteArrayInput optionText="name" />
              </ReferenceArrayInput>
            ) : null}
            <SelectInput source="gender" choices={choicesOf(memberGenders, 'genders')} emptyText="fairway.filter.any" />
            <RecordNumberInput source="minimum_handicap_index" />
            <RecordNumberInput source="maximum_handicap_index" />
            <SelectArrayInput
              source="categories"
              choices={tournament.categories.map((category) => ({ id: category.name, name: category.name }))}
              translateChoice={false}
            />
            <BooleanInput source="guests_allowed" />
            <BooleanInput source="other_clubs_allowed" />
            <BooleanInput source="other_clubs_approval" />
            {keepsBilling ? (
              <>
                <ArrayInput source="member_type_fees">
                  <SimpleFormIterator inline>
                    <ReferenceInput source="member_type_id" reference="member_types_master">
                      <SelectInput optionText="name" />
                    </ReferenceInput>
                    <ClubMoneyInput source="fee_minor" />
                  </SimpleFormIterator>
                </ArrayInput>
                <ClubMoneyInput source="guest_fee_minor" />
                <RecordReferenceInput source="accounts_head_id" reference="accounts_head" />
              </>
            ) : null}
            <BooleanInput source="waiting_list" />
            <SelectInput source="freed_place" choices={choicesOf(freedPlaceWays, 'freed_places')} />
            <RecordNumberInput source="offer_hours" />
          </>
        }
      />
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(words('members_entries'))}
        </Typography>
        <MembersEntries tournament={tournament} />
      </Box>
    </Box>
  );
}
