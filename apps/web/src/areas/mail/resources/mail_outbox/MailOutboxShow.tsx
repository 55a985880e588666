import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import {
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { notifyNothing, RecordNotFound } from '../../../../layout/crud/RecordNotFound';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { statusChoices } from './MailOutboxList';

function MailText() {
  const record = useRecordContext<{ text_body?: string }>();
  return (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
      {record?.text_body ?? ''}
    </Box>
  );
}

function MailNotFound() {
  return <RecordNotFound error={useShowContext().error} />;
}

/** One mail of the outbox as it was written, with what became of it. */
export function MailOutboxShow() {
  const translate = useTranslate();
  return (
    // react-admin leaves a margin above a page without actions; the heading stays where every other page has its own.
    <Show
      resource="mail_outbox"
      title={false}
      actions={false}
      component="div"
      queryOptions={{ onError: notifyNothing }}
      error={<MailNotFound />}
      sx={{ '& .RaShow-noActions': { mt: 0 } }}
    >
      <PageHeading>{translate('resources.mail_outbox.name', { smart_count: 1 })}</PageHeading>
      <Card>
        <SimpleShowLayout>
          <TextField source="subject" />
          <TextField source="recipient" />
          <TextField source="golf_course_name" emptyText="-" />
          <SelectField source="status" choices={statusChoices} />
          <NumberField source="attempts" />
          <TextField source="last_error" emptyText="-" />
          <ClubDateField source="created_at" withTime />
          <ClubDateField source="sent_at" withTime />
          <Labeled source="text_body">
            <MailText />
          </Labeled>
        </SimpleShowLayout>
      </Card>
    </Show>
  );
}
