import { formatMoney } from '@fairway/contract';

/**
 * Why a member's competition purse cannot pay an entry's fee, in the words the entry is refused with; null when it
 * holds enough.
 */
export function purseShortfall(heldMinor: number, feeMinor: number, currency: string): string | null {
  if (heldMinor >= feeMinor) return null;
  const money = (minor: number) => formatMoney(minor, currency, 'en-GB');
  return `Your competition purse holds ${money(heldMinor)}; this entry costs ${money(feeMinor)}: top it up at the club.`;
}
