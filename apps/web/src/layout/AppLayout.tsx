import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../providers/session';
import { AppTopBar } from './AppTopBar';
import { useActiveClub } from './club/useActiveClub';
import { ClubLogo } from './FairwayLogo';
import { SideMenu } from './menu/SideMenu';
import { useVisibleMenu } from './menu/useVisibleMenu';
import { Spinner } from './Spinner';
import { DRAWER_BORDER_WIDTH, DRAWER_WIDTH, MOBILE_BREAKPOINT } from './theme';

function DrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const translate = useTranslate();
  const entries = useVisibleMenu();
  const course = useActiveClub();
  return (
    <Box component="nav" aria-label={translate('fairway.nav.main')}>
      <Toolbar />
      <Box
        component={RouterLink}
        to="/dashboard"
        onClick={onNavigate}
        aria-label={translate('fairway.nav.home')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, color: 'inherit', textDecoration: 'none' }}
      >
        <ClubLogo src={course?.logo} name={course?.name ?? ''} />
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {course?.name ?? translate('fairway.app.name')}
        </Typography>
      </Box>
      <SideMenu entries={entries} onNavigate={onNavigate} />
    </Box>
  );
}

/**
 * The app shell of spec sections 2 and 9: the top bar, and the side drawer docked from lg (1280 px) up; below that the
 * nav icon opens the drawer as a temporary overlay.
 */
export function AppLayout({ children, topBar }: { children?: ReactNode; topBar: boolean }) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up(MOBILE_BREAKPOINT), { noSsr: true });
  const [dockedOpen, setDockedOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const translate = useTranslate();
  const { auth_token } = useSession();

  if (!auth_token || !topBar) {
    return (
      <Box component="main" sx={{ minHeight: '100vh' }}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </Box>
    );
  }

  const navOpen = isDesktop ? dockedOpen : overlayOpen;
  const paperSx = { width: DRAWER_WIDTH, borderRight: `${DRAWER_BORDER_WIDTH}px solid`, borderColor: 'divider' };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppTopBar
        navOpen={navOpen}
        onToggleNav={() => (isDesktop ? setDockedOpen(!dockedOpen) : setOverlayOpen(!overlayOpen))}
      />
      {isDesktop ? (
        dockedOpen ? (
          <Drawer
            id="fairway-navigation"
            variant="permanent"
            sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
            slotProps={{ paper: { sx: paperSx } }}
          >
            <DrawerContent onNavigate={() => undefined} />
          </Drawer>
        ) : null
      ) : (
        <Drawer
          id="fairway-navigation"
          variant="temporary"
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: paperSx, 'aria-label': translate('fairway.nav.main') } }}
        >
          <DrawerContent onNavigate={() => setOverlayOpen(false)} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
