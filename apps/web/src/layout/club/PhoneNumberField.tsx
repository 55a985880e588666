import { phoneNumberText } from '@fairway/contract';
import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { usePhoneCountry } from './useActiveClub';

/**
 * A phone number of the record as the club writes it: one of the club's country in its national format, one of
 * another country in the international format (decision 0046). Empty when the record has none.
 */
export function PhoneNumberField<RecordType extends Record<string, unknown> = Record<string, unknown>>(
  props: FieldProps<RecordType>,
) {
  const value: unknown = useFieldValue(props);
  const country = usePhoneCountry();
  if (typeof value !== 'string' || value === '') return null;
  return (
    // A number is read as one unit: a narrow column would otherwise break it at its spaces.
    <Typography component="span" variant="body2" className={props.className} sx={{ whiteSpace: 'nowrap' }}>
      {phoneNumberText(value, country)}
    </Typography>
  );
}
