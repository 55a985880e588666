import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePhoneWidth } from '../../../../layout/usePhoneWidth';
import { type AgedBalances as AgedBalancesAnswer, fetchAgedBalances } from '../../providers/billingApi';
import { statementPath } from './statementPath';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The age columns, oldest last, as the answer names them. */
const ages = ['current_minor', 'days_30_minor', 'days_60_minor', 'days_90_plus_minor', 'balance_minor'] as const;

type Ages = Pick<AgedBalancesAnswer['totals'], (typeof ages)[number]>;

/** On a phone: the debt over 90 days and the balance, the figures a treasurer acts on. */
const phoneAges = ['days_90_plus_minor', 'balance_minor'] as const;

function useShownAges(): readonly (typeof ages)[number][] {
  return usePhoneWidth() ? phoneAges : ages;
}

function Figures({ row, strong = false }: { row: Ages; strong?: boolean }) {
  const formatMoney = useFormatClubMoney();
  return (
    <>
      {useShownAges().map((age) => (
        <TableCell key={age} sx={{ ...figure, fontWeight: strong || age === 'balance_minor' ? 600 : undefined }}>
          {row[age] === 0 && age !== 'balance_minor' ? '' : formatMoney(row[age])}
        </TableCell>
      ))}
    </>
  );
}

/**
 * The club's aged balances today: each member who owes or is owed, their balance split by the age of the charges
 * still unpaid (current, 30, 60, 90 days and more), the totals at the foot; a member's name opens their statement. A
 * phone shows the 90 days and more and the balance.
 */
export function AgedBalances() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const aged = useQuery({ queryKey: ['billing', 'aged'], queryFn: fetchAgedBalances });
  const words = (key: string, options?: Record<string, unknown>) => translate(`fairway.billing.aged.${key}`, options);
  const shownAges = useShownAges();
  if (aged.error) return <ErrorAlert>{aged.error.message}</ErrorAlert>;
  if (!aged.data) return <LinearProgress aria-label={words('loading')} />;
  const { members, totals } = aged.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {words('as_of', { date: formatDate(aged.data.as_of), count: members.length })}
        </Typography>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={words('table')}>
          <Table size="small" aria-label={words('table')}>
            <TableHead>
              <TableRow>
                <TableCell>{words('member')}</TableCell>
                {shownAges.map((age) => (
                  <TableCell key={age} sx={figure}>
                    {words(age)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.member_id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={statementPath(member.member_id)}>
                      {member.member_name}
                    </Link>
                    {member.membership_number ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {member.membership_number}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <Figures row={member} />
                </TableRow>
              ))}
              {members.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={shownAges.length + 1}>{words('none')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="aged-totals">
                <TableCell sx={{ fontWeight: 600 }}>{words('totals')}</TableCell>
                <Figures row={totals} strong />
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
