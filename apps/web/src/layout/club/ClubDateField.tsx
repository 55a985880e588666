import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatClubDate } from './formatClubDate';
import { useActiveClub } from './useActiveClub';

interface ClubDateFieldProps<RecordType extends Record<string, unknown>> extends FieldProps<RecordType> {
  withTime?: boolean;
}

/** An instant of the record on the active club's clock and in its date format; empty when the record has none. */
export function ClubDateField<RecordType extends Record<string, unknown> = Record<string, unknown>>({
  withTime = false,
  ...props
}: ClubDateFieldProps<RecordType>) {
  const value: unknown = useFieldValue(props);
  const club = useActiveClub();
  if (club === undefined || (typeof value !== 'string' && !(value instanceof Date)) || value === '') return null;
  const instant = value instanceof Date ? (value.toJSON() ?? undefined) : value;
  return (
    // One unit on one line: a narrow column would otherwise break "22-11-2026" at its hyphens.
    <Typography
      component="time"
      variant="body2"
      dateTime={instant}
      className={props.className}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {formatClubDate(value, club, { withTime })}
    </Typography>
  );
}
