import WarningIcon from '@mui/icons-material/Warning';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Spec section 8: errors show in a red, elevated alert with a warning icon and a border. */
export function ErrorAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Alert
      severity="error"
      variant="standard"
      icon={<WarningIcon fontSize="inherit" />}
      action={action}
      sx={{ border: 1, borderColor: 'error.main', boxShadow: 4 }}
    >
      {children}
    </Alert>
  );
}
