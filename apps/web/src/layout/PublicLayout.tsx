import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FairwayLogo } from './FairwayLogo';

/** Public pages have no top bar (spec section 2): a plain header and footer around the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
          <FairwayLogo small />
          <Typography variant="h6" component="span">
            {translate('fairway.app.name')}
          </Typography>
        </Container>
      </Box>
      <Container component="main" sx={{ flexGrow: 1, py: 3 }}>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container component="nav" sx={{ display: 'flex', gap: 3, py: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/about">
            {translate('fairway.public.about')}
          </Link>
          <Link component={RouterLink} to="/privacy-policy">
            {translate('fairway.public.privacy_policy')}
          </Link>
          <Link component={RouterLink} to="/golf-courses">
            {translate('fairway.public.register_golfer')}
          </Link>
          <Link component={RouterLink} to="/golf-course-registration">
            {translate('fairway.public.register_club')}
          </Link>
          <Link component={RouterLink} to="/auth/log-in">
            {translate('fairway.public.sign_in')}
          </Link>
        </Container>
      </Box>
    </Box>
  );
}
