import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClubDates } from '../../../../layout/club/clubDates';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import { PagedTable, type PagedTableColumn } from '../../../../layout/crud/PagedTable';
import {
  downloadMembersPerformanceCsv,
  type MembersPerformanceQuery,
  type MembersPerformanceRow,
  useMembersPerformance,
} from '../../providers/handicapsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { changeText } from './changeText';
import { ADMINS, ORGANISERS, PlayingConditionsButton, RecomputeIndexesButton, useMayAct } from './HandicapActions';

const flags = ['no_scores_12_months', 'exceptional_scores', 'soft_cap_applied', 'hard_cap_applied'] as const;
type Flag = (typeof flags)[number];
type SortKey =
  'name' | 'handicap_index' | 'low_handicap_index' | 'change_3_months' | 'change_12_months' | 'rounds_played';
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** On a phone the row keeps the golfer, their line, index, 12-month change and flags; the rest make way. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const narrowHidden: readonly SortKey[] = ['low_handicap_index', 'change_3_months', 'rounds_played'];
const PER_PAGE = 25;

function Sparkline({ row, width }: { row: MembersPerformanceRow; width: number }) {
  const theme = useTheme();
  const translate = useTranslate();
  const club = useClubDates();
  const points = row.index_points;
  if (points.length === 0) return <span aria-hidden>–</span>;
  const last = points.at(-1)!;
  const today = clubToday(club);
  const shown = today > last.effective_on ? [...points, { ...last, effective_on: today }] : points;
  return (
    <Box
      role="img"
      aria-label={translate('fairway.handicaps.table.sparkline', {
        name: `${row.first_name} ${row.last_name}`,
        from: handicapIndexText(points[0]!.handicap_index),
        to: handicapIndexText(last.handicap_index),
      })}
      data-testid="sparkline"
      sx={{ width, height: 32 }}
    >
      <SparkLineChart
        data={shown.map((point) => point.handicap_index)}
        xAxis={{ scaleType: 'time', data: shown.map((point) => new Date(`${point.effective_on}T00:00:00Z`)) }}
        curve="stepAfter"
        height={32}
        width={width}
        color={theme.palette.primary.main}
      />
    </Box>
  );
}

/** A golfer's flags as chips, the colour in the outline. */
function Flags({ row, underName = false }: { row: MembersPerformanceRow; underName?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: underName ? 0.5 : 0 }}>
      {flags
        .filter((flag) => row[flag])
        .map((flag) => (
          <Chip
            key={flag}
            size="small"
            variant="outlined"
            color={flag === 'no_scores_12_months' ? 'default' : flag === 'exceptional_scores' ? 'success' : 'warning'}
            // The outline carries the flag's colour; the words keep the text's contrast (an orange
            // label on white fails WCAG AA).
            sx={{ color: 'text.primary' }}
            label={translate(`fairway.handicaps.table.flags.${flag}`)}
          />
        ))}
    </Box>
  );
}

/**
 * Members Performance: the club's golfers with a sparkline of their index over 12 months, index, low index, the change
 * over 3 and 12 months, rounds and flags; sorted by any figure and filtered by the flags on the server, the choice kept
 * in the address; each row opens the golfer's analysis; the CSV holds the whole table as chosen. Admins and event
 * managers set a day's PCC from it, and admins recompute every golfer's index.
 */
export function MembersPerformancePage() {
  const translate = useTranslate();
  const label = usePageLabel();
  const navigate = useNavigate();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ordering = params.get('ordering') ?? 'name';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const chosen = new Set(flags.filter((flag) => params.get(flag) === 'true'));
  const query: MembersPerformanceQuery = {
    ordering,
    ...(search ? { search } : {}),
    ...Object.fromEntries([...chosen].map((flag) => [flag, 'true'])),
  };
  const answer = useMembersPerformance(query, { page, perPage: PER_PAGE });
  const isAdmin = useMayAct(ADMINS);
  const organises = useMayAct(ORGANISERS);
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const sortKey = ordering.replace(/^-/, '') as SortKey;
  const descending = ordering.startsWith('-');
  const sortBy = (key: SortKey) => change({ ordering: sortKey === key ? (descending ? key : `-${key}`) : key });
  const toggle = (flag: Flag) => change({ [flag]: chosen.has(flag) ? null : 'true' });
  const download = async () => {
    setRefusal(null);
    try {
      await downloadMembersPerformanceCsv(query);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const column = (key: string) => translate(`fairway.handicaps.table.columns.${key}`);
  const heading = label ? translate(label) : '';
  /** A column the server sorts by; its heading may take two lines, so that on a phone the figures set its width. */
  const sortColumn = (
    key: SortKey,
    render: (row: MembersPerformanceRow) => ReactNode,
    numeric = true,
  ): PagedTableColumn<MembersPerformanceRow> => ({
    key,
    headingSx: {
      ...(numeric ? { ...figure, whiteSpace: 'normal' } : {}),
      ...(narrowHidden.includes(key) ? wideOnly : {}),
    },
    sx: numeric ? { ...figure, ...(narrowHidden.includes(key) ? wideOnly : {}) } : undefined,
    sortDirection: sortKey === key ? (descending ? 'desc' : 'asc') : false,
    heading: (
      <TableSortLabel
        active={sortKey === key}
        direction={sortKey === key && descending ? 'desc' : 'asc'}
        onClick={() => sortBy(key)}
        aria-label={translate('fairway.handicaps.table.sort_by', { column: column(key) })}
      >
        {column(key)}
      </TableSortLabel>
    ),
    render,
  });
  const rows = answer.data?.results ?? [];
  const open = (row: MembersPerformanceRow) => navigate(`/handicap-analysis/${row.member_id}`);
  const columns: PagedTableColumn<MembersPerformanceRow>[] = [
    sortColumn(
      'name',
      (row) => (
        <>
          <Typography
            variant="body2"
            component={Link}
            to={`/handicap-analysis/${row.member_id}`}
            onClick={(event) => event.stopPropagation()}
            tabIndex={-1}
            sx={{
              fontWeight: 600,
              color: 'text.primary',
              textDecoration: 'none',
              // On a phone a long name takes two lines rather than push the figures off the screen.
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
            }}
          >
            {`${row.first_name} ${row.last_name}`}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {row.membership_number}
          </Typography>
          {isPhone ? <Flags row={row} underName /> : null}
        </>
      ),
      false,
    ),
    {
      key: 'index_points',
      heading: column('index_points'),
      render: (row) => <Sparkline row={row} width={isPhone ? 56 : 120} />,
    },
    sortColumn('handicap_index', (row) => handicapIndexText(row.handicap_index) || '–'),
    sortColumn('low_handicap_index', (row) => handicapIndexText(row.low_handicap_index) || '–'),
    sortColumn('change_3_months', (row) => changeText(row.change_3_months)),
    { ...sortColumn('change_12_months', (row) => changeText(row.change_12_months)), testId: 'change-12-months' },
    sortColumn('rounds_played', (row) => row.rounds_played),
    // On a phone the flags sit under the golfer's name, so that the row fits without scrolling sideways.
    ...(isPhone
      ? []
      : [{ key: 'flags', heading: column('flags'), render: (row: MembersPerformanceRow) => <Flags row={row} /> }]),
  ];
  return (
    <Box>
      <PageHeading
        subtitle={translate('fairway.handicaps.table.subtitle')}
        actions={
          <>
            {organises ? <PlayingConditionsButton /> : null}
            {isAdmin ? <RecomputeIndexesButton /> : null}
            <Button variant="outlined" onClick={() => void download()}>
              {translate('fairway.handicaps.table.csv')}
            </Button>
          </>
        }
      >
        {heading}
      </PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label={translate('fairway.handicaps.table.search')}
          defaultValue={search}
          onChange={(event) => change({ search: event.target.value || null })}
        />
        <Box
          role="group"
          aria-label={translate('fairway.handicaps.table.show_only')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.handicaps.table.show_only')}
          </Typography>
          {flags.map((flag) => (
            <Chip
              key={flag}
              label={translate(`fairway.handicaps.table.flags.${flag}`)}
              color={chosen.has(flag) ? 'primary' : 'default'}
              variant={chosen.has(flag) ? 'filled' : 'outlined'}
              aria-pressed={chosen.has(flag)}
              onClick={() => toggle(flag)}
            />
          ))}
        </Box>
      </Box>
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      {answer.isError ? <ErrorAlert>{refusalOf(answer.error)}</ErrorAlert> : null}
      {answer.isFetching ? <LinearProgress aria-label={heading} sx={{ mb: -0.5 }} /> : null}
      <PagedTable
        label={heading}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.member_id}
        rowProps={(row) => ({
          hover: true,
          tabIndex: 0,
          sx: { cursor: 'pointer' },
          onClick: () => open(row),
          onKeyDown: (event) => {
            if (event.key === 'Enter') open(row);
          },
          'aria-label': translate('fairway.handicaps.table.open', { name: `${row.first_name} ${row.last_name}` }),
        })}
        empty={answer.isSuccess ? translate('fairway.handicaps.table.none') : null}
        sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}
        pages={{
          alwaysShown: true,
          count: answer.data?.count ?? 0,
          page,
          perPage: PER_PAGE,
          onPage: (next) => change({ page: String(next) }),
        }}
      />
    </Box>
  );
}
