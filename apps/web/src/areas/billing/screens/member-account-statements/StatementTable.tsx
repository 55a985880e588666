import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { usePhoneWidth } from '../../../../layout/usePhoneWidth';
import { fetchStatementFile, type Statement, type StatementQuery } from '../../providers/billingApi';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The first day of this year and today: the period a statement opens on. */
export function thisYear(): { from_date: string; to_date: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from_date: `${today.slice(0, 4)}-01-01`, to_date: today };
}

/**
 * A statement as a table: brought forward, each entry with its running balance, the totals and closing. On a phone
 * the debit or credit of an entry goes under its description, and the Balance column stays on the screen.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const translate = useTranslate();
  const isPhone = usePhoneWidth();
  const formatMoney = useFormatClubMoney();
  const formatDate = useFormatClubDate();
  const words = (key: string) => translate(`fairway.billing.statement.${key}`);
  return (
    // A narrow phone may still scroll it sideways in its own box, which the keyboard reaches too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={statement.member_name}>
      <Table size="small" aria-label={statement.member_name}>
        <TableHead>
          <TableRow>
            <TableCell>{words('date')}</TableCell>
            <TableCell>{words('description')}</TableCell>
            {isPhone ? null : <TableCell sx={figure}>{words('debit')}</TableCell>}
            {isPhone ? null : <TableCell sx={figure}>{words('credit')}</TableCell>}
            <TableCell sx={figure}>{words('balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{formatDate(statement.from_date)}</TableCell>
            <TableCell>{words('brought_forward')}</TableCell>
            {isPhone ? null : <TableCell />}
            {isPhone ? null : <TableCell />}
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
                {isPhone ? (
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {entry.debit_minor
                      ? `${words('debit')} ${formatMoney(entry.debit_minor)}`
                      : `${words('credit')} ${formatMoney(entry.credit_minor)}`}
                  </Typography>
                ) : null}
              </TableCell>
              {isPhone ? null : (
                <TableCell sx={figure}>{entry.debit_minor ? formatMoney(entry.debit_minor) : ''}</TableCell>
              )}
              {isPhone ? null : (
                <TableCell sx={figure}>{entry.credit_minor ? formatMoney(entry.credit_minor) : ''}</TableCell>
              )}
              <TableCell sx={figure}>{formatMoney(entry.balance_minor)}</TableCell>
            </TableRow>
          ))}
          {statement.entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={isPhone ? 3 : 5}>{words('none')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
        <TableFooter>
          {isPhone ? (
            <TableRow>
              <TableCell />
              <TableCell sx={{ fontWeight: 600 }}>
                {words('totals')}
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {`${words('debit')} ${formatMoney(statement.total_debit_minor)}`}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {`${words('credit')} ${formatMoney(statement.total_credit_minor)}`}
                </Typography>
              </TableCell>
              <TableCell />
            </TableRow>
          ) : (
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
          )}
          <TableRow>
            <TableCell />
            <TableCell sx={{ fontWeight: 600 }}>{words('closing')}</TableCell>
            {isPhone ? null : <TableCell />}
            {isPhone ? null : <TableCell />}
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
 * Opens the statement as a PDF in a new tab, or saves it as CSV; answers the error's words, or null. The tab opens at
 * the click, before the file arrives: a browser lets a click open a window, not a later promise.
 */
export async function openStatementFile(query: StatementQuery, format: 'pdf' | 'csv'): Promise<string | null> {
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
    return null;
  } catch (caught) {
    tab?.close();
    return caught instanceof Error ? caught.message : String(caught);
  }
}

/** A statement in its card: the member's name and number, the files it opens as (`actions`), then its table. */
export function StatementCard({ statement, actions }: { statement: Statement; actions: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {statement.member_name}
            {statement.membership_number ? ` (${statement.membership_number})` : ''}
          </Typography>
          {actions}
        </Box>
        <StatementTable statement={statement} />
      </CardContent>
    </Card>
  );
}
