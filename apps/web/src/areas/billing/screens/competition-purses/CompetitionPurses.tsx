import { memberPaymentInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useFormatClubMoney } from '../../../../layout/club/clubMoney';
import { ClubAmountInput } from '../../../../layout/crud/ClubAmountInput';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { usePageLabel } from '../../../../layout/pageLabel';
import {
  type CompetitionPurse,
  type PurseTopUp,
  topUpCompetitionPurse,
  useCompetitionPurses,
  useRefreshCompetitionPurses,
} from '../../providers/billingApi';
import { modeChoices } from '../../resources/member_payment/postingChoices';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Whose purse the dialog tops up: a member of the list, or any member of the club picked in it. */
type TopUpFor = { memberId: number; name: string } | 'any';

/**
 * The top-up dialog: the member (picked, unless the row gave them), the day, the amount in the club's currency, how
 * it was paid and a reference. It posts once however often Save is sent: its Idempotency-Key is made when it opens.
 */
function TopUpDialog({
  topUpFor,
  onClose,
  onToppedUp,
}: {
  topUpFor: TopUpFor;
  onClose: () => void;
  onToppedUp: (topUp: PurseTopUp) => void;
}) {
  const translate = useTranslate();
  const club = useClubDates();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const member = topUpFor === 'any' ? undefined : topUpFor;
  return (
    <RecordDialog
      title={
        member
          ? translate('fairway.billing.purses.top_up_title', { name: member.name })
          : translate('fairway.billing.purses.top_up')
      }
      schema={memberPaymentInput}
      resource="member_payment"
      record={{ member_id: member?.memberId, date: clubToday(club), mode: 'cash' }}
      hiddenFields={member ? ['member_id'] : []}
      saveLabel={translate('fairway.billing.purses.top_up')}
      save={async (values) => onToppedUp(await topUpCompetitionPurse(values, idempotencyKey))}
      onSaved={onClose}
      onClose={onClose}
    >
      {member ? null : <RecordReferenceInput source="member_id" reference="members" />}
      <ClubDateInput source="date" isRequired />
      <ClubAmountInput />
      <SelectInput source="mode" choices={modeChoices} isRequired />
      <RecordTextInput source="reference" />
    </RecordDialog>
  );
}

/**
 * Competition Purses, for the admins of a club that takes entry fees from members' purses (decision 0120): what each
 * member's purse holds (its top-ups less the fees taken from it), and a top-up of any member's purse, money received
 * at the club and posted in their account, with what it made.
 */
export function CompetitionPurses() {
  const translate = useTranslate();
  const label = usePageLabel();
  const formatMoney = useFormatClubMoney();
  const formatDate = useFormatClubDate();
  const purses = useCompetitionPurses();
  const refresh = useRefreshCompetitionPurses();
  const [topUpFor, setTopUpFor] = useState<TopUpFor | null>(null);
  const [toppedUp, setToppedUp] = useState<PurseTopUp | null>(null);
  const holding = (memberId: number) => purses.data?.find((purse) => purse.member_id === memberId);
  const afterTopUp = async (topUp: PurseTopUp) => {
    setToppedUp(topUp);
    await refresh();
  };
  const toppedUpPurse = toppedUp ? holding(toppedUp.member_id) : undefined;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading
        subtitle={translate('fairway.billing.purses.subtitle')}
        actions={
          <Button variant="contained" onClick={() => setTopUpFor('any')}>
            {translate('fairway.billing.purses.top_up')}
          </Button>
        }
      >
        {label ? translate(label) : null}
      </PageHeading>
      {toppedUp ? (
        <Alert severity="success" onClose={() => setToppedUp(null)} sx={{ mb: 2 }}>
          {translate('fairway.billing.purses.topped_up', {
            name: toppedUp.member_name,
            amount: formatMoney(toppedUp.amount_minor),
            mode: translate(`fairway.billing.modes.${toppedUp.mode}`),
            date: formatDate(toppedUp.date),
          })}
          {toppedUpPurse
            ? ` ${translate('fairway.billing.purses.now_holds', { balance: formatMoney(toppedUpPurse.balance_minor) })}`
            : null}
        </Alert>
      ) : null}
      {purses.isPending ? <LinearProgress /> : null}
      {purses.error ? <ErrorAlert>{purses.error.message}</ErrorAlert> : null}
      {purses.data?.length === 0 ? (
        <Typography variant="body2">{translate('fairway.billing.purses.none')}</Typography>
      ) : null}
      {purses.data && purses.data.length > 0 ? (
        <Table size="small" aria-label={translate('fairway.billing.purses.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fairway.billing.purses.member')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {translate('fairway.billing.purses.membership_number')}
              </TableCell>
              <TableCell sx={figure}>{translate('fairway.billing.purses.balance')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {purses.data.map((purse: CompetitionPurse) => (
              <TableRow key={purse.member_id}>
                <TableCell>{purse.member_name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{purse.membership_number}</TableCell>
                <TableCell sx={figure}>{formatMoney(purse.balance_minor)}</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>
                  <Button
                    size="small"
                    aria-label={translate('fairway.billing.purses.top_up_title', { name: purse.member_name })}
                    onClick={() => setTopUpFor({ memberId: purse.member_id, name: purse.member_name })}
                  >
                    {translate('fairway.billing.purses.top_up_one')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {topUpFor ? <TopUpDialog topUpFor={topUpFor} onClose={() => setTopUpFor(null)} onToppedUp={afterTopUp} /> : null}
    </Box>
  );
}
