import { NumberInput, type NumberInputProps } from 'react-admin';
import { currencyExponent } from '@fairway/contract';
import { useActiveClub } from '../../../../layout/club/useActiveClub';

/** An amount of the club's currency typed as a decimal (15.00) and kept as whole minor units (1500). */
export function ClubMoneyInput(props: NumberInputProps) {
  const currency = useActiveClub()?.currency ?? 'GBP';
  const scale = 10 ** currencyExponent(currency);
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
