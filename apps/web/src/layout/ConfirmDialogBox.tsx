import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { CONFIRM_DIALOG_MAX_WIDTH } from './theme';

/** Spec section 3: confirmation dialog data. */
export interface ConfirmOptions {
  title?: string;
  msg: string;
  /** Without a confirm button the dialog only informs, and its one button reads Close. */
  confirmBtn?: boolean;
  /** The message prefix (spec section 8 default 'You want to Delete :'); pass '' for a message of its own. */
  prefix?: string;
  /** The confirm button's words (an i18n key or text) when "Confirm" says too little: "Complete all the same". */
  confirmLabel?: string;
}

/** The confirmation dialog itself: persistent (an outside click does not close it), at most 450 px wide. */
export function ConfirmDialogBox({
  options,
  onAnswer: answer,
}: {
  options: ConfirmOptions | null;
  onAnswer: (value: boolean) => void;
}) {
  const translate = useTranslate();
  const withConfirm = options?.confirmBtn !== false;
  const prefix = options?.prefix ?? translate('fairway.confirm.delete_prefix');
  return (
    <Dialog
      open={options !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') answer(false);
      }}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH, width: '100%' } } }}
    >
      <DialogTitle id="confirm-dialog-title">{options?.title ?? translate('fairway.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">
          {prefix ? `${prefix} ${options?.msg ?? ''}` : options?.msg}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>
          {translate(withConfirm ? 'fairway.confirm.cancel' : 'fairway.confirm.close')}
        </Button>
        {withConfirm ? (
          <Button onClick={() => answer(true)} variant="contained" color="error" autoFocus>
            {translate(options?.confirmLabel ?? 'fairway.confirm.confirm')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
