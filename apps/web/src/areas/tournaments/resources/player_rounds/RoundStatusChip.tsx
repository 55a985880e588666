import type { RoundStatus } from '@fairway/contract';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

const colours: Record<RoundStatus, 'default' | 'success' | 'info' | 'error'> = {
  scheduled: 'info',
  active: 'success',
  completed: 'default',
  cancelled: 'error',
};

/** A round's status in words, in a chip of its colour: green while it is played. */
export function RoundStatusChip({ status }: { status: RoundStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colours[status]}
      variant="outlined"
      label={translate(`fairway.rounds.statuses.${status}`)}
    />
  );
}

/** The status column of the rounds' list. */
export function RoundStatusField(_props: { source: 'status'; label?: string; sortable?: boolean }) {
  const round = useRecordContext<{ status: RoundStatus }>();
  return round ? <RoundStatusChip status={round.status} /> : null;
}
