import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActiveClub } from '../../layout/club/useActiveClub';
import { ClubLogo } from '../../layout/FairwayLogo';
import { MdiIcon } from '../../layout/MdiIcon';
import type { MenuEntry } from '../../layout/menu/menuItems';
import { useVisibleMenu } from '../../layout/menu/useVisibleMenu';
import { menuLeaves } from '../../layout/menu/visibleMenu';
import { roleIdsOf, useCurrentUser } from '../../providers/queries';

/** How many of the role's screens the dashboard offers as shortcuts. */
const SHORTCUTS = 8;

/** `/dashboard`: the club and the screens the role uses most (the first entries of its menu). */
export function Dashboard() {
  const translate = useTranslate();
  const { data: user } = useCurrentUser();
  const course = useActiveClub();
  const roles = roleIdsOf(user);
  const entries = menuLeaves(useVisibleMenu())
    .map(({ entry }) => entry)
    .filter((entry) => entry.path !== '/select-golf-course');
  // The screens made for the role come first; an admin or super admin then sees the rest of what they may open.
  const madeForRole = (entry: MenuEntry) => entry.roles !== 'all' && entry.roles.some((role) => roles.includes(role));
  const shortcuts = [...entries.filter(madeForRole), ...entries.filter((entry) => !madeForRole(entry))].slice(
    0,
    SHORTCUTS,
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <ClubLogo src={course?.logo} name={course?.name ?? ''} />
        <Box>
          <Typography variant="h5" component="h1">
            {course?.name ?? translate('fairway.dashboard.title')}
          </Typography>
          {user ? (
            <Typography color="text.secondary">
              {translate('fairway.dashboard.welcome', { name: user.user_name })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('fairway.dashboard.shortcuts')}
      </Typography>
      {shortcuts.length === 0 ? <Typography>{translate('fairway.dashboard.empty')}</Typography> : null}
      <Grid container spacing={2}>
        {shortcuts.map((entry) => (
          <Grid key={`${entry.tag}-${entry.path}`} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={entry.path ?? '/dashboard'} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <MdiIcon path={entry.icon} color="primary" aria-hidden />
                  <Typography>{translate(`fairway.menu.${entry.tag}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
