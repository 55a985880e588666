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
 * The page at the hole reached by the admin app's own router: it is the phone entry's (score.html, decision 0074), so
 * the browser loads it whole. Where the server answered the admin app here itself, only the link, never a loop.
 */
export function MeasurePageLoad() {
  const translate = useTranslate();
  useEffect(() => {
    if (!loadedHere()) window.location.replace(window.location.href);
  }, []);
  return (
    <Typography sx={{ p: 2 }}>
      <Link href={window.location.href}>{translate('fairway.contests.open_phone_page')}</Link>
    </Typography>
  );
}
