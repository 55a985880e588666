import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { mdiEmailOutline, mdiFileDelimited, mdiFilePdfBox } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { Form } from '../../../../layout/crud/forms';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { usePageLabel } from '../../../../layout/pageLabel';
import { fetchStatement, mailStatement, type StatementQuery } from '../../providers/billingApi';
import { AgedBalances } from './AgedBalances';
import { openStatementFile, StatementCard, thisYear } from './StatementTable';

/**
 * A member's statement: pick the member and the period, see the balance brought forward, each entry with its running
 * balance and the closing balance; open it as a PDF, save it as CSV, or mail it to the member through the outbox.
 */
function StatementOfMember() {
  const translate = useTranslate();
  const notify = useNotify();
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
    setFileError(await openStatementFile(query, format));
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
    <>
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
        <StatementCard
          statement={statement.data}
          actions={
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
          }
        />
      ) : query === null ? (
        <Typography color="text.secondary">{translate('fairway.billing.statement.choose')}</Typography>
      ) : null}
    </>
  );
}

/**
 * The Member Account Statements page: a member's statement, and the club's aged balances beside it (the spec has no
 * route of their own for them: decision 0066), each a tab, the one shown kept in the address (`?view=aged`).
 */
export function MemberAccountStatements() {
  const translate = useTranslate();
  const label = usePageLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'aged' ? 'aged' : 'statement';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading
        subtitle={translate(view === 'aged' ? 'fairway.billing.aged.intro' : 'fairway.billing.statement.intro')}
      >
        {translate(label ?? 'fairway.menu.member-account-statements')}
      </PageHeading>
      <Tabs
        value={view}
        onChange={(_event, next: string) => setSearchParams(next === 'aged' ? { view: 'aged' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="statement" label={translate('fairway.billing.statement.tab')} />
        <Tab value="aged" label={translate('fairway.billing.aged.tab')} />
      </Tabs>
      {view === 'aged' ? <AgedBalances /> : <StatementOfMember />}
    </Box>
  );
}
