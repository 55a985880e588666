import { billingEndpoints, enteringEndpoints, formatMoney, startWindows } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { type ClubGolfer, ClubGolferPicker } from '../../../../layout/club/ClubGolferPicker';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import {
  acceptOfferedPlace,
  type Competition,
  type CompetitionEntry,
  enterCompetition,
  enterOpenCompetition,
  type EntryBody,
  type OpenCompetition,
  withdrawEntry,
} from '../../providers/enteringApi';
import { competitionsRoute } from '../../providers/competitionsRoute';
import { partnerNames } from './partnerNames';

const words = (key: string) => `fairway.competitions.${key}`;

/** Where a member's entry stands, in a chip: in the field, waiting at a place, offered a place until a time. */
function EntryChip({ entry }: { entry: CompetitionEntry }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const label =
    entry.status === 'waiting'
      ? translate(words('waiting_at'), { position: entry.waiting_position })
      : entry.status === 'offered'
        ? translate(words('offered_until'), { until: formatDate(entry.offered_until!, { withTime: true }) })
        : translate(words(`statuses.${entry.status}`));
  const colour =
    entry.status === 'entered'
      ? 'success'
      : entry.status === 'offered' || entry.status === 'awaiting'
        ? 'warning'
        : 'default';
  return <Chip size="small" color={colour} label={label} />;
}

/** Who else an entry of a side or team plays with, each with where their entry stands, and who entered it. */
function SideOfEntry({ entry }: { entry: CompetitionEntry }) {
  const translate = useTranslate();
  if (entry.partners.length === 0) return null;
  const names = partnerNames(entry, translate);
  const enteredByOther = entry.side_entry_id !== entry.id && entry.side_entered_by !== null;
  return (
    <Typography variant="body2">
      {translate(words('with_partners'), { names })}
      {enteredByOther ? ` · ${translate(words('entered_by'), { name: entry.side_entered_by })}` : ''}
    </Typography>
  );
}

/** The partner, or the team-mates, a member names to enter with: as many pickers as the side holds besides them. */
function SidePartners({
  sideSize,
  guestsAllowed,
  partners,
  onChange,
}: {
  sideSize: number;
  guestsAllowed: boolean;
  partners: readonly (ClubGolfer | null)[];
  onChange(partners: (ClubGolfer | null)[]): void;
}) {
  const translate = useTranslate();
  const chosen = partners.flatMap((partner) => (partner ? [partner.member_id] : []));
  const places = Array.from({ length: sideSize - 1 }, (_, index) => index);
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      {places.map((index) => (
        <ClubGolferPicker
          key={index}
          label={sideSize === 2 ? translate(words('partner')) : translate(words('team_mate'), { number: index + 1 })}
          helperText={
            index === 0
              ? sideSize === 2
                ? translate(words('partner_hint'))
                : translate(words('team_hint'), { count: sideSize - 1 })
              : undefined
          }
          value={partners[index] ?? null}
          onChange={(golfer) => onChange(places.map((place) => (place === index ? golfer : (partners[place] ?? null))))}
          exclude={chosen.filter((id) => id !== partners[index]?.member_id)}
          guests={guestsAllowed}
          hints={{ typeMore: words('type_a_name'), noMatch: words('no_golfer') }}
        />
      ))}
    </Box>
  );
}

/**
 * One event open for entries: its terms, the member's standing, and what they may do. Another club's open event says
 * its club, whether its organiser approves entries, and that its fee is paid there on the day.
 */
function CompetitionCard({
  competition,
  enter,
  onChanged,
}: {
  competition: Competition | OpenCompetition;
  enter(tournamentId: number, body: EntryBody): Promise<unknown>;
  onChanged(): void;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const formatClubMoney = useFormatClubMoney();
  const confirm = useConfirm();
  const notify = useNotifyText();
  const [start, setStart] = useState('');
  const [partners, setPartners] = useState<(ClubGolfer | null)[]>([]);
  const partnerIds = partners.flatMap((partner) => (partner ? [partner.member_id] : []));
  const sideSize = competition.side_size;
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(translate(words(done)), 'success');
    } catch (error) {
      notify(refusalOf(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const entry = competition.entry;
  const openEvent = 'club_name' in competition ? competition : null;
  const places =
    competition.field_limit === null
      ? translate(words('entered_count'), { entered: competition.entered })
      : translate(words('places'), { entered: competition.entered, limit: competition.field_limit });
  return (
    <Card variant="outlined" component="article" aria-label={competition.name}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {competition.name}
          </Typography>
          {entry ? <EntryChip entry={entry} /> : null}
        </Box>
        {entry ? <SideOfEntry entry={entry} /> : null}
        {openEvent ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(words('at_club'), { club: openEvent.club_name })}
          </Typography>
        ) : null}
        <Typography variant="body2">
          {formatDate(competition.start_date)} · {translate(`fairway.tournaments.formats.${competition.format}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(words('closes'), { at: formatDate(competition.entries_close_at, { withTime: true }) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {places}
          {competition.waiting > 0 ? ` · ${translate(words('waiting_count'), { waiting: competition.waiting })}` : ''}
          {openEvent
            ? ` · ${translate(words('fee_on_the_day'), { fee: formatMoney(openEvent.fee_minor, openEvent.currency) })}`
            : ` · ${translate(words('fee'), { fee: formatClubMoney(competition.fee_minor) })}`}
        </Typography>
        {openEvent?.approval_required ? (
          <Typography variant="body2" color="text.secondary">
            {translate(words('approval_asked'))}
          </Typography>
        ) : null}
        {!competition.may_enter && !entry && competition.reason ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {competition.reason}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {competition.may_enter ? (
          <>
            {sideSize !== null ? (
              <SidePartners
                sideSize={sideSize}
                guestsAllowed={competition.guests_allowed}
                partners={partners}
                onChange={setPartners}
              />
            ) : null}
            <TextField
              select
              size="small"
              label={translate(words('preferred_start'))}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{translate(words('any_start'))}</MenuItem>
              {startWindows.map((window) => (
                <MenuItem key={window} value={window}>
                  {translate(words(`starts.${window}`))}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={busy || (sideSize !== null && partnerIds.length === 0)}
              title={sideSize !== null && partnerIds.length === 0 ? translate(words('partner_needed')) : undefined}
              onClick={() =>
                act(
                  () =>
                    enter(competition.tournament_id, {
                      preferred_start: start === '' ? null : (start as (typeof startWindows)[number]),
                      ...(sideSize !== null ? { partner_ids: partnerIds } : {}),
                    }),
                  openEvent?.approval_required ? 'awaiting_done' : 'entered_done',
                )
              }
            >
              {translate(words('enter'))}
            </Button>
          </>
        ) : null}
        {entry?.status === 'offered' ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => act(() => acceptOfferedPlace(entry.id), 'accepted_done')}
          >
            {translate(words('accept'))}
          </Button>
        ) : null}
        {entry ? (
          <Button
            color="error"
            disabled={busy}
            onClick={async () => {
              const sure = await confirm({
                title: translate(words('withdraw_title'), { name: competition.name }),
                msg: translate(
                  words(
                    entry.side_entry_id === entry.id && entry.partners.length > 0
                      ? 'withdraw_side_content'
                      : 'withdraw_content',
                  ),
                ),
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
      </CardActions>
    </Card>
  );
}

/** The member's own entries, newest event first: where each stands and its fee. */
function MyEntries({ entries }: { entries: readonly CompetitionEntry[] }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const formatClubMoney = useFormatClubMoney();
  if (entries.length === 0) return <Typography color="text.secondary">{translate(words('no_entries'))}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Card key={entry.id} variant="outlined" component="li">
          <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{entry.tournament_name}</Typography>
              <SideOfEntry entry={entry} />
              {entry.home_club_name !== null ? (
                <Typography variant="body2">{translate(words('at_club'), { club: entry.club_name })}</Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {formatDate(entry.start_date)} ·{' '}
                {entry.fee_minor === 0
                  ? translate(words('no_fee'))
                  : translate(
                      words(entry.fee_reversed ? 'fee_reversed' : entry.fee_posted ? 'fee_posted' : 'fee_owed'),
                      {
                        // An open event's fee is in the currency of the club holding it.
                        fee:
                          entry.home_club_name === null
                            ? formatClubMoney(entry.fee_minor)
                            : formatMoney(entry.fee_minor, entry.currency),
                      },
                    )}
              </Typography>
            </Box>
            <EntryChip entry={entry} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Where the club takes entry fees from competition purses, what the member's purse holds. */
function CompetitionPurse() {
  const translate = useTranslate();
  const formatClubMoney = useFormatClubMoney();
  const purse = useEndpointQuery(billingEndpoints.ownCompetitionPurse, {}, { retry: false });
  if (!purse.data?.competition_purse) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} aria-label={translate(words('purse_title'))}>
      {translate(words('purse_holds'), { balance: formatClubMoney(purse.data.balance_minor) })}
    </Alert>
  );
}

/**
 * `/competitions`: a member's competitions on their phone: the events open for entry with why they may not enter
 * one, entering with the start they would like, withdrawing until entries close, a freed place offered to them to
 * take; the open events of other clubs, entered the same way; then My Entries with their places on waiting lists and
 * fees. Where the club uses competition purses, what the
 * member's holds, first.
 */
export function Competitions() {
  const translate = useTranslate();
  const label = usePageLabel();
  const cache = useEndpointCache();
  const competitions = useEndpointQuery(competitionsRoute, {});
  const openEvents = useEndpointQuery(enteringEndpoints.openCompetitions, {});
  const mine = useEndpointQuery(enteringEndpoints.myEntries, {});
  const refresh = () => {
    void cache.invalidate(enteringEndpoints.competitions);
    void cache.invalidate(enteringEndpoints.openCompetitions);
    void cache.invalidate(enteringEndpoints.myEntries);
    void cache.invalidate(billingEndpoints.ownCompetitionPurse);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <PageHeading>{translate(label ?? 'fairway.menu.competitions')}</PageHeading>
      <CompetitionPurse />
      {competitions.isPending ? <LinearProgress aria-label={translate(words('loading'))} /> : null}
      {competitions.error ? <ErrorAlert>{competitions.error.message}</ErrorAlert> : null}
      {competitions.data?.length === 0 ? <Alert severity="info">{translate(words('none_open'))}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(competitions.data ?? []).map((competition) => (
          <CompetitionCard
            key={competition.tournament_id}
            competition={competition}
            enter={enterCompetition}
            onChanged={refresh}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate(words('open_events'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(words('open_events_intro'))}
      </Typography>
      {openEvents.error ? <ErrorAlert>{openEvents.error.message}</ErrorAlert> : null}
      {openEvents.data?.length === 0 ? (
        <Typography color="text.secondary">{translate(words('none_open_elsewhere'))}</Typography>
      ) : null}
      <Box
        component="section"
        aria-label={translate(words('open_events'))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {(openEvents.data ?? []).map((competition) => (
          <CompetitionCard
            key={competition.tournament_id}
            competition={competition}
            enter={enterOpenCompetition}
            onChanged={refresh}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(words('my_entries'))}
      </Typography>
      {mine.error ? <ErrorAlert>{mine.error.message}</ErrorAlert> : null}
      {mine.data ? <MyEntries entries={mine.data} /> : null}
    </Box>
  );
}
