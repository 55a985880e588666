import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  mdiAccountCircleOutline,
  mdiAccountPlus,
  mdiLockReset,
  mdiLogout,
  mdiMenu,
  mdiWeatherNight,
  mdiWeatherSunny,
} from '@mdi/js';
import { memo, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser, useInitData } from '../providers/queries';
import { useActiveClub } from './club/useActiveClub';
import { FairwayLogo } from './FairwayLogo';
import { userInitial } from './initials';
import { MdiIcon } from './MdiIcon';
import { ACCOUNT_MENU_MIN_WIDTH } from './theme';
import { useThemeMode } from './themeMode';
import { avatarColourFor, UserAvatar } from './UserAvatar';

/**
 * The top bar of every signed-in page. Memoised: the layout draws again as react-admin registers its routes at start,
 * and the bar has nothing new to show then.
 */
export const AppTopBar = memo(function AppTopBar({
  navOpen,
  onToggleNav,
}: {
  navOpen: boolean;
  onToggleNav: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const [mode, toggleMode] = useThemeMode();
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const { data: user } = useCurrentUser();
  const { data: init } = useInitData();
  const course = useActiveClub();
  const userName = user?.user_name ?? init?.user_name ?? '';
  const initial = user ? userInitial(user) : init ? userInitial(init) : '';
  const colour = user ? avatarColourFor(user.user_id) : 'primary';

  const closeAndGo = (path: string) => {
    setAccountAnchor(null);
    navigate(path);
  };

  return (
    <AppBar
      position="fixed"
      color="primary"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        // The dark theme keeps the bar dark (MUI's default) and the brand's green as its bottom edge.
        borderBottom: (theme) => (theme.palette.mode === 'dark' ? `3px solid ${theme.palette.primary.main}` : 'none'),
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleNav}
          aria-label={translate('fairway.nav.toggle')}
          aria-expanded={navOpen}
          aria-controls="fairway-navigation"
        >
          <MdiIcon path={mdiMenu} />
        </IconButton>
        <Box
          component={RouterLink}
          to="/dashboard"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <FairwayLogo small badge />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="span" noWrap sx={{ display: 'block', lineHeight: 1.2 }}>
              {translate('fairway.app.name')}
            </Typography>
            {course ? (
              <Typography variant="body2" component="span" noWrap sx={{ display: 'block', lineHeight: 1.3 }}>
                {course.name}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* The browser's own tooltip: MUI's brings a positioning engine into every screen's download. */}
        <IconButton
          color="inherit"
          onClick={toggleMode}
          aria-label={translate('fairway.theme.toggle')}
          title={translate('fairway.theme.toggle')}
        >
          <MdiIcon path={mode === 'dark' ? mdiWeatherSunny : mdiWeatherNight} />
        </IconButton>
        <IconButton
          color="inherit"
          onClick={(event) => setAccountAnchor(event.currentTarget)}
          aria-label={translate('fairway.account.menu')}
          aria-haspopup="menu"
          aria-expanded={accountAnchor !== null}
          aria-controls={accountAnchor ? 'account-menu' : undefined}
        >
          <UserAvatar path={user?.user_profile_pic} initial={initial} color={colour} size={32} />
        </IconButton>
        <Menu
          id="account-menu"
          anchorEl={accountAnchor}
          open={accountAnchor !== null}
          onClose={() => setAccountAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: ACCOUNT_MENU_MIN_WIDTH } } }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <UserAvatar path={user?.user_profile_pic} initial={initial} label={userName} color={colour} />
          </Box>
          <Divider />
          <MenuItem onClick={() => closeAndGo('/profile')}>
            <ListItemIcon>
              <MdiIcon path={mdiAccountCircleOutline} fontSize="small" />
            </ListItemIcon>
            {translate('fairway.account.profile')}
          </MenuItem>
          <MenuItem onClick={() => closeAndGo('/reset-password')}>
            <ListItemIcon>
              <MdiIcon path={mdiLockReset} fontSize="small" />
            </ListItemIcon>
            {translate('fairway.account.change_password')}
          </MenuItem>
          <MenuItem onClick={() => closeAndGo('/join-golf-courses')}>
            <ListItemIcon>
              <MdiIcon path={mdiAccountPlus} fontSize="small" />
            </ListItemIcon>
            {translate('fairway.account.join_golf_courses')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAccountAnchor(null);
              void logout();
            }}
          >
            <ListItemIcon>
              <MdiIcon path={mdiLogout} fontSize="small" />
            </ListItemIcon>
            {translate('fairway.account.log_out')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
});
