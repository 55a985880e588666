import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useClubDates, useFormatClubDate } from './clubDates';

interface ClubDateFieldProps<RecordType extends Record<string, unknown>> extends FieldProps<RecordType> {
  withTime?: boolean;
}

/**
 * A date of the record in the club's date format (an instant on the club's clock); empty when the record has none.
 */
export function ClubDateField<RecordType extends Record<string, unknown> = Record<string, unknown>>({
  withTime = false,
  ...props
}: ClubDateFieldProps<RecordType>) {
  const value: unknown = useFieldValue(props);
  const club = useClubDates();
  const formatDate = useFormatClubDate();
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
      {formatDate(value, { withTime })}
    </Typography>
  );
}
