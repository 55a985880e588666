import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { mdiFilePdfBox } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveButton, useTranslate } from 'react-admin';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import { Form } from '../../../../layout/crud/forms';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { usePageLabel } from '../../../../layout/pageLabel';
import { fetchStatement, type StatementQuery } from '../../providers/billingApi';
import { fetchProfile } from '../../../profile';
import { openStatementFile, StatementCard, thisYear } from './StatementTable';

/**
 * A member's own account statement, where the club lets its members read theirs: this year's opens at once; another
 * period on Show; the PDF in a new tab. Where the club does not allow it, or the user has no golfer record, it says
 * so and asks the server nothing.
 */
export function MyStatement() {
  const translate = useTranslate();
  const label = usePageLabel();
  const club = useActiveClub();
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const memberId = profile.data?.member?.id;
  const allowed = club?.membersReadOwnStatement === true;
  const [period, setPeriod] = useState(thisYear);
  const query: StatementQuery | null = allowed && memberId ? { member_id: String(memberId), ...period } : null;
  const statement = useQuery({
    queryKey: ['billing', 'statement', query],
    queryFn: () => fetchStatement(query!),
    enabled: query !== null,
  });
  const [fileError, setFileError] = useState<string | null>(null);
  const words = (key: string) => translate(`fairway.billing.own.${key}`);

  let body;
  if (club === undefined || profile.isPending) body = <LinearProgress aria-label={words('loading')} />;
  else if (!allowed) body = <Alert severity="info">{words('not_allowed')}</Alert>;
  else if (profile.error) body = <ErrorAlert>{profile.error.message}</ErrorAlert>;
  else if (!memberId) body = <Alert severity="info">{words('no_member')}</Alert>;
  else
    body = (
      <>
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Form
              defaultValues={period}
              onSubmit={(values: Record<string, unknown>) =>
                setPeriod({ from_date: String(values.from_date), to_date: String(values.to_date) })
              }
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
                  alignItems: 'start',
                }}
              >
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
              <Button
                startIcon={<MdiIcon path={mdiFilePdfBox} />}
                onClick={() => {
                  setFileError(null);
                  void openStatementFile(query!, 'pdf').then(setFileError);
                }}
              >
                {translate('fairway.billing.statement.pdf')}
              </Button>
            }
          />
        ) : statement.isFetching ? (
          <LinearProgress aria-label={words('loading')} />
        ) : null}
      </>
    );

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading subtitle={words('intro')}>{translate(label ?? 'fairway.menu.my-statement')}</PageHeading>
      {body}
    </Box>
  );
}
