import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import InputAdornment from '@mui/material/InputAdornment';
import { useRecordContext } from 'react-admin';
import { RecordTextInput } from './RecordInputs';
import { useActiveClub } from '../club/useActiveClub';

/**
 * An amount typed as a decimal of the club's currency ("1250.50"), its code beside it; the server reads it into minor
 * units and refuses more decimals than the currency has. On a record's form it starts from the stored amount.
 */
export function ClubAmountInput({
  source = 'amount',
  storedIn = 'amount_minor',
}: {
  source?: string;
  storedIn?: string;
}) {
  const club = useActiveClub();
  const record = useRecordContext();
  const stored = record?.[storedIn];
  const currency = club?.currency ?? '';
  const defaultValue =
    typeof stored === 'number' && currency ? minorUnitsToDecimal(stored, currencyExponent(currency)) : undefined;
  return (
    <RecordTextInput
      source={source}
      defaultValue={defaultValue}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  );
}
