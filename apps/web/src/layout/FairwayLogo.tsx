import Box from '@mui/material/Box';
import { LOGO_MAX_HEIGHT, SMALL_LOGO_WIDTH } from './theme';

/**
 * Fairway's mark: a flag on a green. `small` is the 34 px wide app-bar logo; the full logo is at most 60 px high.
 * `badge` sets it on a light disc, so that its green and white stay visible on the green bar and on the dark one.
 */
export function FairwayLogo({ small = false, badge = false }: { small?: boolean; badge?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden
      sx={{
        flexShrink: 0,
        ...(small ? { width: SMALL_LOGO_WIDTH, height: SMALL_LOGO_WIDTH } : { height: LOGO_MAX_HEIGHT, width: 'auto' }),
        ...(badge ? { bgcolor: '#f1f8e9', borderRadius: '50%', p: '3px', boxSizing: 'border-box' } : {}),
      }}
    >
      <ellipse cx="24" cy="40" rx="20" ry="6" fill="#7cb342" />
      <rect x="22.5" y="6" width="3" height="34" rx="1" fill={badge ? '#616161' : '#e0e0e0'} />
      <path d="M25 6 L42 12 L25 18 Z" fill="#c62828" />
      <circle cx="33" cy="39" r="2.5" fill="#ffffff" />
    </Box>
  );
}

/** A club's logo, at most 60 px high; Fairway's own mark when the club has none. */
export function ClubLogo({ src, name }: { src: string | null | undefined; name: string }) {
  if (!src) return <FairwayLogo />;
  return (
    <Box
      component="img"
      src={src}
      alt={name}
      sx={{ maxHeight: LOGO_MAX_HEIGHT, maxWidth: '100%', objectFit: 'contain' }}
    />
  );
}
