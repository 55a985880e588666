import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Whether this document was itself loaded at the current address (the server answered the admin app there). */
function loadedHere(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name === window.location.href;
}

/**
 * The scoring page's address reached by the admin app's own router: the browser loads the scoring page's entry
 * instead. Where the server answered the admin app for this address itself, the page only offers the link, so that
 * it never reloads in a loop.
 */
export function ScoringPageLoad() {
  const translate = useTranslate();
  useEffect(() => {
    if (!loadedHere()) window.location.replace(window.location.href);
  }, []);
  return (
    <Typography sx={{ p: 2 }}>
      <Link href={window.location.href}>{translate('fairway.player_rounds.open_scoring')}</Link>
    </Typography>
  );
}
