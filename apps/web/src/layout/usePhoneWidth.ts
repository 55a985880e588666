import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The screen is a phone's width: a table then shows only the columns that matter (a statement's Balance, a card's
 * totals), so that they are on the screen without a sideways swipe.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
