import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { HttpError } from '../../providers/httpClient';
import { useNotifyText } from '../useNotifyText';

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approve, or Reject with a reason typed in a dialog: the buttons of a list row waiting for a decision (a club's
 * registration, a person's). `words` is the i18n section with approve, reject, reject_title, reason, reason_help,
 * reason_needed, approved and rejected; `beforeApproving` may ask for a confirmation first. A refusal of the reason
 * shows under it, any other in a notification; the list is read again after a decision (or a 409: decided already).
 */
export function DecisionButtons({
  name,
  words,
  reasonMaxLength,
  decide,
  beforeApproving = async () => true,
}: {
  name: string;
  words: string;
  reasonMaxLength: number;
  decide: (decision: Decision) => Promise<unknown>;
  beforeApproving?: () => Promise<boolean>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (decision: Decision) => {
    setBusy(true);
    try {
      await decide(decision);
      notify(`${words}.${decision.decision === 'approve' ? 'approved' : 'rejected'}`, {
        type: 'success',
        messageArgs: { name },
      });
      setRejecting(false);
      refresh();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as Record<string, unknown> | null) : null;
      if (Array.isArray(body?.reason)) setReasonError(body.reason.join(' '));
      else if (typeof body?.detail === 'string') notifyText(body.detail);
      else notifyText(error);
      if (error instanceof HttpError && error.status === 409) refresh();
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    if (await beforeApproving()) await send({ decision: 'approve' });
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void approve()}>
        {translate(`${words}.approve`)}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
        {translate(`${words}.reject`)}
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate(`${words}.reject_title`, { name })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate(`${words}.reason`)}
            helperText={reasonError ?? translate(`${words}.reason_help`)}
            error={reasonError !== null}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            required
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              if (!reason.trim()) setReasonError(translate(`${words}.reason_needed`));
              else void send({ decision: 'reject', reason });
            }}
          >
            {translate(`${words}.reject`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
