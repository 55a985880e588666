import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { HttpError } from '../../providers/httpClient';
import { useNotifyText } from '../useNotifyText';
import type { InputSchema } from './contractResolver';
import { RecordDialog } from './RecordDialog';
import { RecordTextInput } from './RecordInputs';

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approve, or Reject with a reason typed in a RecordDialog: the buttons of a list row waiting for a decision (a club's
 * registration, a person's). `words` is the i18n section with approve, reject, reject_title, reason, reason_help,
 * approved and rejected; `schema` is the contract's decision, checked with `record` (what the decision is about) and
 * the reason; `beforeApproving` may ask for a confirmation first. A refusal of an approval shows in a notification, of
 * a rejection in its dialog; the list is read again after a decision (or a 409: decided already).
 */
export function DecisionButtons({
  name,
  words,
  schema,
  record,
  decide,
  beforeApproving = async () => true,
}: {
  name: string;
  words: string;
  schema: InputSchema;
  record: Record<string, unknown>;
  decide: (decision: Decision) => Promise<unknown>;
  beforeApproving?: () => Promise<boolean>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);

  const decided = (decision: Decision['decision']) => {
    notify(`${words}.${decision === 'approve' ? 'approved' : 'rejected'}`, { type: 'success', messageArgs: { name } });
    refresh();
  };

  const approve = async () => {
    if (!(await beforeApproving())) return;
    setBusy(true);
    try {
      await decide({ decision: 'approve' });
      decided('approve');
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as Record<string, unknown> | null) : null;
      notifyText(typeof body?.detail === 'string' ? body.detail : error);
      if (error instanceof HttpError && error.status === 409) refresh();
    } finally {
      setBusy(false);
    }
  };

  const reject = async (values: Record<string, unknown>) => {
    try {
      await decide({ decision: 'reject', reason: String(values.reason) });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) refresh();
      throw error;
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void approve()}>
        {translate(`${words}.approve`)}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
        {translate(`${words}.reject`)}
      </Button>
      {rejecting ? (
        <RecordDialog
          title={translate(`${words}.reject_title`, { name })}
          schema={schema}
          resource="decisions"
          record={{ ...record, decision: 'reject' }}
          save={reject}
          onSaved={() => {
            setRejecting(false);
            decided('reject');
          }}
          onClose={() => setRejecting(false)}
          saveLabel={`${words}.reject`}
          hiddenFields={Object.keys(record)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${words}.reason_help`)}
          </Typography>
          <RecordTextInput source="reason" label={`${words}.reason`} multiline minRows={3} />
        </RecordDialog>
      ) : null}
    </Stack>
  );
}
