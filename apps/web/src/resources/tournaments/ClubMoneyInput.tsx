import { NumberInput, type NumberInputProps } from 'react-admin';
import { currencyDigits, useClubMoney } from './clubMoney';

/** An amount of the club's currency typed as a decimal (15.00) and kept as whole minor units (1500). */
export function ClubMoneyInput(props: NumberInputProps) {
  const { currency } = useClubMoney();
  const scale = 10 ** currencyDigits(currency);
  return (
    <NumberInput
      step={1 / scale}
      min={0}
      format={(minor: unknown) => (typeof minor === 'number' ? minor / scale : minor)}
      parse={(typed: unknown) => (typed === null || typed === '' ? null : Math.round(Number(typed) * scale))}
      helperText={currency}
      {...props}
    />
  );
}
