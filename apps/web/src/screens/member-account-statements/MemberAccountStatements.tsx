import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiEmailOutline, mdiFileDelimited, mdiFilePdfBox } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ClubDateInput } from '../../layout/club/ClubDateInput';
import { useFormatClubDate } from '../../layout/club/clubDates';
import { useFormatClubMoney } from '../../layout/club/clubMoney';
import { Form } from '../../layout/crud/forms';
import { PageHeading } from '../../layout/crud/PageHeading';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { MdiIcon } from '../../layout/MdiIcon';
import { usePageLabel } from '../../layout/pageLabel';
import {
  fetchStatement,
  fetchStatementFile,
  mailStatement,
  type Statement,
  type StatementQuery,
} from '../../providers/billingApi';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The first day of this year and today: the period a statement opens on. */
function thisYear(): { from_date: string; to_date: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from_date: `${today.slice(0, 4)}-01-01`, to_date: today };
}

function StatementTable({ statement }: { statement: Statement }) {
  const translate = useTranslate();
  const formatMoney = useFormatClubMoney();
  const formatDate = useFormatClubDate();
  const words = (key: string) => translate(`fairway.billing.statement.${key}`);
  return (
    // On a phone the table scrolls sideways in its own box, which the keyboard reaches too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={statement.member_name}>
      <Table size="small" aria-label={statement.member_name}>
        <TableHead>
          <TableRow>
            <TableCell>{words('date')}</TableCell>
            <TableCell>{words('description')}</TableCell>
            <TableCell sx={figure}>{words('debit')}</TableCell>
            <TableCell sx={figure}>{words('credit')}</TableCell>
            <TableCell sx={figure}>{words('balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{formatDate(statement.from_date)}</TableCell>
            <TableCell>{words('brought_forward')}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell sx={figure} data-testid="brought-forward">
              {formatMoney(statement.brought_forward_minor)}
            </TableCell>
          </TableRow>
          {statement.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</TableCell>
              <TableCell>
                {entry.description}
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(`fairway.billing.documents.${entry.document}`)} {entry.document_id}
                </Typography>
              </TableCell>
              <TableCell sx={figure}>{entry.debit_minor ? formatMoney(entry.debit_minor) : ''}</TableCell>
              <TableCell sx={figure}>{entry.credit_minor ? formatMoney(entry.credit_minor) : ''}</TableCell>
              <TableCell sx={figure}>{formatMoney(entry.balance_minor)}</TableCell>
            </TableRow>
          ))}
          {statement.entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{words('none')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell />
            <TableCell sx={{ fontWeight: 600 }}>{words('totals')}</TableCell>
            <TableCell sx={{ ...figure, fontWeight: 600 }} data-testid="total-debit">
              {formatMoney(statement.total_debit_minor)}
            </TableCell>
            <TableCell sx={{ ...figure, fontWeight: 600 }} data-testid="total-credit">
              {formatMoney(statement.total_credit_minor)}
            </TableCell>
            <TableCell />
          </TableRow>
          <TableRow>
            <TableCell />
            <TableCell sx={{ fontWeight: 600 }}>{words('closing')}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell sx={{ ...figure, fontWeight: 600 }} data-testid="closing-balance">
              {formatMoney(statement.closing_balance_minor)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/**
 * A member's statement: pick the member and the period, see the balance brought forward, each entry with its running
 * balance and the closing balance; open it as a PDF, save it as CSV, or mail it to the member through the outbox.
 */
export function MemberAccountStatements() {
  const translate = useTranslate();
  const notify = useNotify();
  const label = usePageLabel();
  const [searchParams] = useSearchParams();
  const fromLink = Number(searchParams.get('member_id'));
  const [query, setQuery] = useState<StatementQuery | null>(
    fromLink > 0 ? { member_id: String(fromLink), ...thisYear() } : null,
  );
  const statement = useQuery({
    queryKey: ['billing', 'statement', query],
    queryFn: () => fetchStatement(query!),
    enabled: query !== null,
  });
  const [fileError, setFileError] = useState<string | null>(null);

  const openFile = async (format: 'pdf' | 'csv') => {
    if (!query) return;
    setFileError(null);
    // The tab opens at the click, before the file arrives: a browser lets a click open a window, not a later promise.
    const tab = format === 'pdf' ? window.open('', '_blank') : null;
    try {
      const url = URL.createObjectURL(await fetchStatementFile(query, format));
      if (tab) tab.location.href = url;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `statement-${query.member_id}-${query.from_date}-${query.to_date}.csv`;
        link.click();
      }
    } catch (caught) {
      tab?.close();
      setFileError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const mail = async () => {
    if (!query) return;
    try {
      const answer = await mailStatement({
        member_id: Number(query.member_id),
        from_date: query.from_date,
        to_date: query.to_date,
      });
      notify('fairway.billing.statement.mailed', { type: 'success', messageArgs: { recipient: answer.recipient } });
    } catch (caught) {
      setFileError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={translate('fairway.billing.statement.intro')}>
        {translate(label ?? 'fairway.menu.member-account-statements')}
      </PageHeading>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Form
            defaultValues={{ member_id: fromLink > 0 ? fromLink : undefined, ...thisYear(), ...query }}
            onSubmit={(values: Record<string, unknown>) =>
              setQuery({
                member_id: String(values.member_id),
                from_date: String(values.from_date),
                to_date: String(values.to_date),
              })
            }
          >
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <ReferenceInput source="member_id" reference="members" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput
                  label="fairway.billing.statement.member"
                  isRequired
                  fullWidth
                  validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
                />
              </ReferenceInput>
              <ClubDateInput source="from_date" label="fairway.billing.statement.from" isRequired />
              <ClubDateInput source="to_date" label="fairway.billing.statement.to" isRequired />
              <SaveButton label="fairway.billing.statement.show" icon={<></>} alwaysEnable sx={{ mt: 1 }} />
            </Box>
          </Form>
        </CardContent>
      </Card>
      {statement.error ? <ErrorAlert>{statement.error.message}</ErrorAlert> : null}
      {fileError ? <ErrorAlert>{fileError}</ErrorAlert> : null}
      {statement.data ? (
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {statement.data.member_name}
                {statement.data.membership_number ? ` (${statement.data.membership_number})` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button startIcon={<MdiIcon path={mdiFilePdfBox} />} onClick={() => void openFile('pdf')}>
                  {translate('fairway.billing.statement.pdf')}
                </Button>
                <Button startIcon={<MdiIcon path={mdiFileDelimited} />} onClick={() => void openFile('csv')}>
                  {translate('fairway.billing.statement.csv')}
                </Button>
                <Button startIcon={<MdiIcon path={mdiEmailOutline} />} onClick={() => void mail()}>
                  {translate('fairway.billing.statement.mail')}
                </Button>
              </Box>
            </Box>
            <StatementTable statement={statement.data} />
          </CardContent>
        </Card>
      ) : query === null ? (
        <Typography color="text.secondary">{translate('fairway.billing.statement.choose')}</Typography>
      ) : null}
    </Box>
  );
}
