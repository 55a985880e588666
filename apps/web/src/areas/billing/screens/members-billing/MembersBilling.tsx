import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { usePageLabel } from '../../../../layout/pageLabel';
import { PagedTable } from '../../../../layout/crud/PagedTable';
import { fetchBillMonths, previewBill, runBill, type BillPreview, type BillRun } from '../../providers/billingApi';

const monthName = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T00:00:00Z`),
  );

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function RunSummary({ run }: { run: Pick<BillRun, 'run_at' | 'run_by_name' | 'members_count' | 'total_minor'> }) {
  const translate = useTranslate();
  const formatMoney = useFormatClubMoney();
  const formatDate = useFormatClubDate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('fairway.billing.run.already', {
        date: formatDate(run.run_at, { withTime: true }),
        who: run.run_by_name,
        members: run.members_count,
        total: formatMoney(run.total_minor),
      })}
    </Alert>
  );
}

/** A month's preview: its members and total, each head's lines, and its bills a page at a time (`page` from 1). */
function Preview({ preview, page, onPage }: { preview: BillPreview; page: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
  const formatMoney = useFormatClubMoney();
  if (preview.members_count === 0) return <Typography>{translate('fairway.billing.run.nothing')}</Typography>;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.billing.run.members')}
          </Typography>
          <Typography variant="h6" data-testid="preview-members">
            {preview.members_count}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('fairway.billing.run.total')}
          </Typography>
          <Typography variant="h6" data-testid="preview-total">
            {formatMoney(preview.total_minor)}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{ overflowX: 'auto', mb: 3 }}
        tabIndex={0}
        role="region"
        aria-label={translate('fairway.billing.run.head')}
      >
        <Table size="small" aria-label={translate('fairway.billing.run.head')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fairway.billing.run.head')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.billing.run.lines')}</TableCell>
              <TableCell sx={figure}>{translate('fairway.billing.run.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.heads.map((head) => (
              <TableRow key={head.accounts_head_id}>
                <TableCell>{head.accounts_head_name}</TableCell>
                <TableCell sx={figure}>{head.lines}</TableCell>
                <TableCell sx={figure}>{formatMoney(head.amount_minor)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }} data-testid="bills-shown">
        {translate('fairway.billing.run.bills_of', {
          from: (preview.page - 1) * preview.page_size + 1,
          to: (preview.page - 1) * preview.page_size + preview.bills.length,
          total: preview.members_count,
        })}
      </Typography>
      <PagedTable
        label={translate('fairway.billing.run.bill')}
        columns={[
          {
            key: 'member',
            heading: translate('fairway.billing.run.member'),
            render: (bill) => (
              <>
                {bill.member_name}
                {bill.membership_number ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {bill.membership_number}
                  </Typography>
                ) : null}
              </>
            ),
          },
          {
            key: 'bill',
            heading: translate('fairway.billing.run.bill'),
            render: (bill) =>
              bill.lines.map((line) => (
                <Typography variant="body2" key={`${line.accounts_head_id}-${line.description}`}>
                  {line.description}: {formatMoney(line.amount_minor)}
                </Typography>
              )),
          },
          {
            key: 'total',
            heading: translate('fairway.billing.run.total'),
            headingSx: figure,
            sx: figure,
            render: (bill) => formatMoney(bill.total_minor),
          },
        ]}
        rows={preview.bills}
        rowKey={(bill) => bill.member_id}
        pages={{
          count: preview.members_count,
          page,
          perPage: preview.page_size,
          onPage,
          label: translate('fairway.billing.run.bills_page'),
        }}
      />
    </>
  );
}

/**
 * The month's bill run: a month of the last twelve, its preview (members, total, each head, its bills a page at a
 * time), and
 * Post, after the confirmation dialog, with progress while the run posts. A month billed already says when and by
 * whom, and posting it again changes nothing.
 */
export function MembersBilling() {
  const translate = useTranslate();
  const label = usePageLabel();
  const confirm = useConfirm();
  const formatMoney = useFormatClubMoney();
  const queryClient = useQueryClient();
  const months = useQuery({ queryKey: ['billing', 'months'], queryFn: fetchBillMonths });
  const [month, setMonth] = useState<string>('');
  const chosen = month || months.data?.results[0]?.month || '';
  // The month previewed (on Preview), and the page of its bills shown: paging fetches that page alone.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const preview = useQuery({
    queryKey: ['billing', 'preview', chosen, page],
    queryFn: () => previewBill(chosen, page),
    enabled: previewed === chosen && chosen !== '',
    placeholderData: keepPreviousData,
  });
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState<BillRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const runOfMonth = months.data?.results.find((candidate) => candidate.month === chosen)?.run ?? null;

  const post = async () => {
    const shown = preview.data;
    if (!shown) return;
    const confirmed = await confirm({
      title: translate('fairway.billing.run.confirm_title', { month: monthName(chosen) }),
      msg: translate('fairway.billing.run.confirm', {
        members: shown.members_count,
        total: formatMoney(shown.total_minor),
      }),
      prefix: '',
    });
    if (!confirmed) return;
    setPosting(true);
    setError(null);
    try {
      setPosted(await runBill(chosen));
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={translate('fairway.billing.run.intro')}>
        {translate(label ?? 'fairway.menu.members-billing')}
      </PageHeading>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('fairway.billing.run.month')}
              value={chosen}
              onChange={(event) => {
                setMonth(event.target.value);
                setPage(1);
                setPosted(null);
              }}
              sx={{ minWidth: 220 }}
            >
              {(months.data?.results ?? []).map((candidate) => (
                <MenuItem key={candidate.month} value={candidate.month}>
                  {monthName(candidate.month)}
                  {candidate.run ? ' ✓' : ''}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!chosen || preview.isFetching}
              onClick={() => {
                if (previewed === chosen) void preview.refetch();
                else setPreviewed(chosen);
              }}
            >
              {translate('fairway.billing.run.preview')}
            </Button>
            <Button
              variant="contained"
              disabled={!preview.data || preview.data.month !== chosen || posting || runOfMonth !== null}
              onClick={() => void post()}
            >
              {translate('fairway.billing.run.post')}
            </Button>
          </Box>
          {posting || preview.isFetching ? (
            <LinearProgress
              sx={{ mb: 2 }}
              aria-label={translate('fairway.billing.run.posting', { month: monthName(chosen) })}
            />
          ) : null}
          {posting ? (
            <Typography role="status" sx={{ mb: 2 }}>
              {translate('fairway.billing.run.posting', { month: monthName(chosen) })}
            </Typography>
          ) : null}
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          {preview.error ? <ErrorAlert>{preview.error.message}</ErrorAlert> : null}
          {posted?.created ? (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {translate('fairway.billing.run.posted', {
                members: posted.members_count,
                total: formatMoney(posted.total_minor),
              })}
            </Alert>
          ) : runOfMonth ? (
            <RunSummary run={runOfMonth} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('fairway.billing.run.not_run')}
            </Typography>
          )}
          {preview.data && preview.data.month === chosen && previewed === chosen ? (
            <Preview preview={preview.data} page={page} onPage={setPage} />
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
