import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { memo, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../providers/session';
import { AppTopBar } from './AppTopBar';
import { useActiveClub } from './club/useActiveClub';
import { useDrawerOpen } from './drawerState';
import { ClubLogo } from './FairwayLogo';
import { SideMenu } from './menu/SideMenu';
import { useVisibleMenu } from './useVisibleMenu';
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
        {course?.logo ? <ClubLogo src={course.logo} name={course.name} /> : null}
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {course?.name ?? translate('fairway.app.name')}
        </Typography>
      </Box>
      <SideMenu entries={entries} onNavigate={onNavigate} />
    </Box>
  );
}

const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: hidden until focused, it moves focus past the top bar and the menu. */
const SkipLink = memo(function SkipLink() {
  const translate = useTranslate();
  const skip = (event: MouseEvent) => {
    // Moving focus by hand keeps the address free of a `#main-content` the router would treat as a new location.
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('fairway.nav.skip')}
    </Box>
  );
});

const mainSx = { '&:focus': { outline: 'none' } } as const;

/**
 * The app shell of spec sections 2 and 9: the top bar, and the side drawer docked from lg (1280 px) up; below that the
 * nav icon opens the drawer as a temporary overlay.
 */
export function AppLayout({ children, topBar }: { children?: ReactNode; topBar: boolean }) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up(MOBILE_BREAKPOINT), { noSsr: true });
  const [dockedOpen, setDockedOpen] = useDrawerOpen();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const translate = useTranslate();
  const { auth_token } = useSession();
  const toggleNav = useCallback(
    () => (isDesktop ? setDockedOpen(!dockedOpen) : setOverlayOpen(!overlayOpen)),
    [isDesktop, dockedOpen, setDockedOpen, overlayOpen],
  );

  if (!auth_token || !topBar) {
    return (
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ minHeight: '100vh', ...mainSx }}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </Box>
    );
  }

  const navOpen = isDesktop ? dockedOpen : overlayOpen;
  const paperSx = { width: DRAWER_WIDTH, borderRight: `${DRAWER_BORDER_WIDTH}px solid`, borderColor: 'divider' };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppTopBar navOpen={navOpen} onToggleNav={toggleNav} />
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
          slotProps={{ paper: { sx: paperSx, 'aria-label': translate('fairway.nav.main') } }}
        >
          <DrawerContent onNavigate={() => setOverlayOpen(false)} />
        </Drawer>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2, md: 3 }, ...mainSx }}
      >
        <Toolbar />
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
