import { useCallback } from 'react';
import { useActiveClub } from '../../layout/club/useActiveClub';

/** The digits after the decimal point of a currency: 2 for GBP, 0 for JPY. */
export const currencyDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The active club's currency, and amounts of it in minor units shown in words: 1500 -> "£15.00". */
export function useClubMoney() {
  const currency = useActiveClub()?.currency ?? 'GBP';
  const format = useCallback(
    (minor: number) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency)),
    [currency],
  );
  return { currency, format };
}
