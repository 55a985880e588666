import { formatMoney } from '@fairway/contract';

/**
 * Why a member's competition purse cannot pay an entry's fee, in the words the entry is refused with; null when it
 * holds enough. Of a partner entered with the member (`partnerName`), the words say whose purse it is.
 */
export function purseShortfall(
  heldMinor: number,
  feeMinor: number,
  currency: string,
  partnerName?: string,
): string | null {
  if (heldMinor >= feeMinor) return null;
  const money = (minor: number) => formatMoney(minor, currency, 'en-GB');
  if (partnerName !== undefined) {
    return `${partnerName}’s competition purse holds ${money(heldMinor)}; their entry costs ${money(feeMinor)}: they top it up at the club.`;
  }
  return `Your competition purse holds ${money(heldMinor)}; this entry costs ${money(feeMinor)}: top it up at the club.`;
}
