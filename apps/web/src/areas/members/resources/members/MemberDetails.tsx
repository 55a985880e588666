import {
  addressKinds,
  indexSources,
  memberAddressInput,
  memberContactInput,
  memberIndexInput,
} from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { BooleanInput, SelectInput, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import type { IndexEntry } from '../../../../layout/charts/IndexChart';
import { SubList } from '../../../../layout/crud/SubList';

// The chart library loads with the chart, after the form: the member's screens draw first without it.
const IndexChart = lazy(() =>
  import('../../../../layout/charts/IndexChart').then((module) => ({ default: module.IndexChart })),
);

const kindChoices = addressKinds.map((kind) => ({ id: kind, name: `fairway.members.address_kinds.${kind}` }));
const sourceChoices = indexSources.map((source) => ({ id: source, name: `fairway.members.index_sources.${source}` }));
const yes = (value: unknown) => (value ? '✓' : '');

function AddressList({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  return (
    <SubList
      resource="member_addresses"
      schema={memberAddressInput}
      parent={{ source: 'member_id', id: memberId }}
      newRecord={() => ({ kind: 'home', is_primary: false })}
      representation={(address) => String(address.line1)}
      columns={[
        { source: 'kind', render: (address) => translate(`fairway.members.address_kinds.${String(address.kind)}`) },
        {
          source: 'line1',
          wraps: true,
          render: (address) =>
            [address.line1, address.line2, address.city_name, address.postal_code, address.country_name]
              .filter(Boolean)
              .join(', '),
        },
        { source: 'is_primary', render: (address) => yes(address.is_primary) },
      ]}
      inputs={
        <>
          <SelectInput source="kind" choices={kindChoices} isRequired />
          <RecordTextInput source="line1" />
          <RecordTextInput source="line2" />
          <RecordReferenceInput source="country_id" reference="countries" />
          <RecordReferenceInput source="state_id" reference="states" />
          <RecordReferenceInput source="city_id" reference="cities" />
          <RecordTextInput source="postal_code" />
          <BooleanInput source="is_primary" />
        </>
      }
    />
  );
}

function ContactList({ memberId }: { memberId: number }) {
  return (
    <SubList
      resource="member_contacts"
      schema={memberContactInput}
      parent={{ source: 'member_id', id: memberId }}
      newRecord={() => ({ is_primary: false })}
      representation={(contact) => `${String(contact.contact_type_name ?? '')} ${String(contact.value)}`.trim()}
      columns={[
        { source: 'contact_type_id', render: (contact) => String(contact.contact_type_name) },
        { source: 'value', render: (contact) => String(contact.value) },
        { source: 'is_primary', render: (contact) => yes(contact.is_primary) },
      ]}
      inputs={
        <>
          <RecordReferenceInput source="contact_type_id" reference="contact_types" />
          <RecordTextInput source="value" />
          <BooleanInput source="is_primary" />
        </>
      }
    />
  );
}

/** A golfer's current and low Handicap Index, as the server keeps them from the history. */
export interface CurrentIndex {
  handicap_index: number | null;
  low_handicap_index: number | null;
}

function IndexList({
  memberId,
  current,
  onChanged,
  readOnly,
}: {
  memberId: number;
  current: CurrentIndex | undefined;
  onChanged?(): void;
  readOnly: boolean;
}) {
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  return (
    <>
      {/* On their profile the golfer sees their current index above the tabs already. */}
      {readOnly ? null : (
        <Typography data-testid="current-index" sx={{ mb: 1 }}>
          {translate('fairway.members.current_index', {
            index: handicapIndexText(current?.handicap_index) || '–',
            low: handicapIndexText(current?.low_handicap_index) || '–',
          })}
        </Typography>
      )}
      <SubList
        resource="member_indexes"
        schema={memberIndexInput}
        parent={{ source: 'member_id', id: memberId }}
        sort={{ field: 'effective_on', order: 'DESC' }}
        newRecord={() => ({ effective_on: clubToday(club), source: 'manual' })}
        representation={(entry) =>
          `${formatDate(String(entry.effective_on))}: ${handicapIndexText(entry.handicap_index as number)}`
        }
        above={(rows) => (
          <Suspense fallback={null}>
            <IndexChart entries={rows as unknown as IndexEntry[]} />
          </Suspense>
        )}
        onChanged={onChanged}
        readOnly={readOnly}
        columns={[
          { source: 'effective_on', render: (entry) => formatDate(String(entry.effective_on)) },
          {
            source: 'handicap_index',
            align: 'right',
            render: (entry) => handicapIndexText(entry.handicap_index as number),
          },
          {
            source: 'source',
            render: (entry) => translate(`fairway.members.index_sources.${String(entry.source)}`),
          },
          { source: 'note', wraps: true, render: (entry) => String(entry.note) },
        ]}
        inputs={
          <>
            <ClubDateInput source="effective_on" isRequired />
            <RecordNumberInput source="handicap_index" step={0.1} />
            <SelectInput source="source" choices={sourceChoices} />
            <RecordTextInput source="note" />
          </>
        }
      />
    </>
  );
}

const tabs = ['addresses', 'contacts', 'indexes'] as const;

/**
 * A golfer's addresses, contacts and index history in tabs: kept by the club's admins below the golfer's record, or
 * the golfer's own on their profile, where the history is read-only (the club keeps it).
 */
export function GolferDetails({
  memberId,
  current,
  onIndexChanged,
  ownProfile = false,
}: {
  memberId: number;
  current: CurrentIndex | undefined;
  onIndexChanged?(): void;
  ownProfile?: boolean;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof tabs)[number]>('addresses');
  // The three tabs side by side are wider than a phone: there they share its width and their labels wrap, so that
  // none is cut.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: (typeof tabs)[number]) => setTab(value)}
        aria-label={translate('fairway.members.details')}
        variant={isPhone ? 'fullWidth' : 'scrollable'}
        sx={isPhone ? { '& .MuiTab-root': { minWidth: 0, px: 1 } } : undefined}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`fairway.members.tabs.${name}`)}
            id={`member-tab-${name}`}
            wrapped={isPhone}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`member-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'addresses' ? <AddressList memberId={memberId} /> : null}
        {tab === 'contacts' ? <ContactList memberId={memberId} /> : null}
        {tab === 'indexes' ? (
          <IndexList memberId={memberId} current={current} onChanged={onIndexChanged} readOnly={ownProfile} />
        ) : null}
      </Box>
    </Box>
  );
}

/** Below a golfer's personal record on the members screen. */
export function MemberDetails() {
  const record = useRecordContext<{ id: number }>();
  const member = useGetOne<CurrentIndex & { id: number }>(
    'members',
    { id: Number(record?.id) },
    { enabled: record !== undefined },
  );
  if (!record) return null;
  return (
    <GolferDetails memberId={Number(record.id)} current={member.data} onIndexChanged={() => void member.refetch()} />
  );
}
