import Box from '@mui/material/Box';
import { FairwayMark } from './FairwayMark';
import { LOGO_MAX_HEIGHT, SMALL_LOGO_WIDTH } from './theme';

/** Fairway's mark. `small` is the 34 px wide app-bar logo; the full logo is at most 60 px high. */
export function FairwayLogo({ small = false }: { small?: boolean }) {
  return (
    <Box
      component={FairwayMark}
      sx={small ? { width: SMALL_LOGO_WIDTH, height: 'auto' } : { height: LOGO_MAX_HEIGHT, width: 'auto' }}
    />
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
