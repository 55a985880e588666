import { voidPostingInput } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { mdiCancel, mdiFileDocument } from '@mdi/js';
import { useState, type ReactNode } from 'react';
import {
  Labeled,
  RecordContextProvider,
  ResourceContextProvider,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordNotFound } from '../../../../layout/crud/RecordNotFound';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { useResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { useThing } from '../../../../layout/crud/useThing';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { Spinner } from '../../../../layout/Spinner';
import { voidPosting, type VoidableResource } from '../../providers/billingApi';
import { statementPath } from '../../screens/member-account-statements/statementPath';

/**
 * A posting's page (an expense, a payment, an opening balance): what was posted, never a form, since a posting is not
 * edited. While it stands, Void asks for the reason in the dialog and posts the reversal; once void, it says when and
 * why.
 */
export function PostingRecord({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const formatDate = useFormatClubDate();
  const { id } = useParams();
  const { name, recordRepresentation, listPath } = useResourceDeclaration();
  const thing = useThing(name);
  const [voiding, setVoiding] = useState(false);
  const { data: record, error } = useGetOne<RaRecord>(name, { id: id ?? '' }, { retry: false });
  if (error) return <RecordNotFound error={error} />;
  if (!record) return <Spinner />;
  const isVoid = record.status === 'void';
  return (
    <ResourceContextProvider value={name}>
      <RecordContextProvider value={record}>
        <PageHeading
          actions={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={statementPath(record.member_id as number)}
                startIcon={<MdiIcon path={mdiFileDocument} />}
              >
                {translate('fairway.billing.posting.statement')}
              </Button>
              {isVoid ? null : (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<MdiIcon path={mdiCancel} />}
                  onClick={() => setVoiding(true)}
                >
                  {translate('fairway.billing.posting.void')}
                </Button>
              )}
            </Box>
          }
        >
          {`${thing} - ${recordRepresentation(record, formatDate)}`}
        </PageHeading>
        {isVoid ? (
          <Typography color="error" sx={{ mb: 2 }} role="status">
            {translate('fairway.billing.posting.voided', {
              date: formatDate(record.voided_at as string, { withTime: true }),
              reason: record.void_reason as string,
            })}
          </Typography>
        ) : null}
        <Card sx={{ maxWidth: 640 }}>
          <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {children}
            <Labeled source="status" resource={name}>
              <Typography variant="body2">{translate(`fairway.billing.statuses.${String(record.status)}`)}</Typography>
            </Labeled>
          </CardContent>
        </Card>
        <Box sx={{ mt: 2 }}>
          <Button component={RouterLink} to={listPath}>
            {translate('fairway.billing.posting.back')}
          </Button>
        </Box>
        {voiding ? (
          <RecordDialog
            title={translate('fairway.billing.posting.void_title', { thing: thing.toLowerCase() })}
            schema={voidPostingInput}
            resource={name}
            record={{}}
            saveLabel="fairway.billing.posting.void"
            save={({ reason }) => voidPosting(name as VoidableResource, Number(record.id), reason)}
            onSaved={() => {
              setVoiding(false);
              notify('fairway.billing.posting.voided_notice', {
                type: 'success',
                messageArgs: { thing: thing.toLowerCase() },
              });
              refresh();
            }}
            onClose={() => setVoiding(false)}
          >
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('fairway.billing.posting.void_message')}
            </Typography>
            <RecordTextInput source="reason" label="fairway.billing.posting.reason" />
          </RecordDialog>
        ) : null}
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
