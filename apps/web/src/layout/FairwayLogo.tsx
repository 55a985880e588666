import Box from '@mui/material/Box';
import { LOGO_MAX_HEIGHT, SMALL_LOGO_WIDTH } from './theme';

/** Fairway's mark: a flag on a green. `small` is the 34 px wide app-bar logo; the full logo is at most 60 px high. */
export function FairwayLogo({ small = false }: { small?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden
      sx={small ? { width: SMALL_LOGO_WIDTH, height: 'auto' } : { height: LOGO_MAX_HEIGHT, width: 'auto' }}
    >
      <ellipse cx="24" cy="40" rx="20" ry="6" fill="#7cb342" />
      <rect x="22.5" y="6" width="3" height="34" rx="1" fill="#e0e0e0" />
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
