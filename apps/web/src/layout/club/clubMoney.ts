import { formatMoney } from '@fairway/contract';
import { useCallback } from 'react';
import { useActiveClub } from './useActiveClub';

/**
 * Amounts in minor units shown in the active club's currency, the browser's locale writing them (Intl.NumberFormat):
 * `formatClubMoney(125050)` is "£1,250.50" at a club keeping pounds. Empty until the club is known.
 */
export function useFormatClubMoney(): (minor: number) => string {
  const club = useActiveClub();
  const currency = club?.currency;
  return useCallback((minor: number) => (currency ? formatMoney(minor, currency) : ''), [currency]);
}
