/** How often a recurring charge falls due. */
export type Frequency = 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';

/** How many months a charge of each frequency covers. */
export const monthsCovered: Record<Frequency, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 };

/**
 * Whether a charge of `frequency` falls due in `month` (1 to 12): in the months that start one of its spans of the
 * club's financial year, which starts in `yearStartMonth`. A club whose year starts in April bills a yearly charge in
 * April, a half-yearly one in April and October, a quarterly one in April, July, October and January; a monthly
 * charge falls due every month.
 */
export function chargeFallsDue(frequency: Frequency, month: number, yearStartMonth: number): boolean {
  return (month - yearStartMonth + 12) % monthsCovered[frequency] === 0;
}
