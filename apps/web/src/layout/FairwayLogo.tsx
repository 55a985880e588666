import Box from '@mui/material/Box';
import { FairwayMark } from './FairwayMark';
import { LOGO_MAX_HEIGHT, SMALL_LOGO_WIDTH } from './theme';

/**
 * Fairway's mark. `small` is the 34 px wide app-bar logo; the full logo is at most 60 px high. `badge` sets it on a
 * light disc, so that its green and white stay visible on the green bar and on the dark one.
 */
export function FairwayLogo({ small = false, badge = false }: { small?: boolean; badge?: boolean }) {
  return (
    <Box
      component={FairwayMark}
      onLight={badge}
      sx={{
        flexShrink: 0,
        ...(small ? { width: SMALL_LOGO_WIDTH, height: SMALL_LOGO_WIDTH } : { height: LOGO_MAX_HEIGHT, width: 'auto' }),
        ...(badge ? { bgcolor: '#f1f8e9', borderRadius: '50%', p: '3px', boxSizing: 'border-box' } : {}),
      }}
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
