import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const colours: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'info' | 'error'> = {
  draft: 'default',
  open: 'info',
  in_progress: 'warning',
  completed: 'success',
  finalised: 'primary',
  cancelled: 'error',
};

/** A tournament's status in words, in a colour of its own. */
export function TournamentStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colours[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={translate(`fairway.tournaments.statuses.${status}`)}
    />
  );
}
