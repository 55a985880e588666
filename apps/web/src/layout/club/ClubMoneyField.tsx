import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useFormatClubMoney } from './clubMoney';

/** An amount of the record (minor units) in the club's currency, right-aligned as figures are in a column. */
export function ClubMoneyField<RecordType extends Record<string, unknown> = Record<string, unknown>>(
  props: FieldProps<RecordType>,
) {
  const value: unknown = useFieldValue(props);
  const formatMoney = useFormatClubMoney();
  if (typeof value !== 'number') return null;
  return (
    <Typography
      component="span"
      variant="body2"
      className={props.className}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatMoney(value)}
    </Typography>
  );
}
