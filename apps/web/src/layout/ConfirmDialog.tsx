import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
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
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

/** One confirmation dialog for the app: persistent (an outside click does not close it), at most 450 px wide. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const withConfirm = options?.confirmBtn !== false;
  const prefix = options?.prefix ?? translate('fairway.confirm.delete_prefix');
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
              {translate('fairway.confirm.confirm')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
