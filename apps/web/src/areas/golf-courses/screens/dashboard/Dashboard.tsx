import { Role } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { mdiAccountMultiple, mdiGolf } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  memo,
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatClubDate } from '../../../../layout/club/formatClubDate';
import { useActiveClub, type ActiveClub } from '../../../../layout/club/useActiveClub';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { isAllowed } from '../../../../layout/menu/roles';
import type { MenuEntry } from '../../../../layout/menu/menuEntry';
import { useVisibleMenu } from '../../../../layout/useVisibleMenu';
import { menuLeaves } from '../../../../layout/menu/visibleMenu';
import { roleIdsOf, useCurrentUser, useInitData } from '../../../../providers/queries';
import { useSession } from '../../../../providers/session';
import { CHOOSE_COURSE_PAGE } from '../../../../layout/routing/guard';
import { AppAreasContext } from '../../../../layout/appAreas';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { noteDashboardQuestions } from '../../../../layout/dashboardQuestions';
import { FirstScreenCards } from '../../../../layout/FirstScreen';
import { endDashboardFirstScreen, useDashboardFirstScreen } from '../../../../layout/firstScreenDashboard';
import { roleLabel } from '../../../../layout/roleLabel';

/**
 * The dashboard's cards: one column on a phone, two from sm, three from md. A CSS grid on Box, which the first screen
 * loads anyway, rather than MUI's Grid.
 */
const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** How many of the role's screens the dashboard offers as shortcuts. */
const SHORTCUTS = 8;

/**
 * How long no answer is awaited before the cards count as drawn: a card that asks once another answer is in (each
 * asks in its own effect) asks within it.
 */
const ANSWERS_SETTLE_MS = 100;
/** The most the shortcuts wait for a card's answer that hangs. */
const CARDS_WAIT_MS = 3000;

/**
 * Calls `onAnswered` once no answer is awaited (for ANSWERS_SETTLE_MS), or after CARDS_WAIT_MS: mounted beside the
 * cards, once their scripts have loaded, so that their questions are out.
 */
function WhenAnswered({ onAnswered }: { onAnswered: () => void }) {
  const queryClient = useQueryClient();
  const questions = useRef<ReturnType<typeof noteDashboardQuestions>>(undefined);
  // Before the cards' own effects, which ask their questions: the next visit asks them early (dashboardQuestions.ts).
  useLayoutEffect(() => {
    questions.current = noteDashboardQuestions();
    return questions.current.stop;
  }, []);
  useEffect(() => {
    let settling: ReturnType<typeof setTimeout> | undefined;
    let checkQueued = false;
    let stopped = false;
    const answered = () => {
      questions.current?.remember();
      onAnswered();
    };
    const check = () => {
      checkQueued = false;
      clearTimeout(settling);
      if (!stopped && queryClient.isFetching() === 0) settling = setTimeout(answered, ANSWERS_SETTLE_MS);
    };
    // One check for a burst of the cache's events: a list's answer puts each of its records in the cache (react-admin's
    // useGetList), several events each, and a timer set and cleared per event blocked the page for tens of ms.
    const queueCheck = () => {
      if (checkQueued) return;
      checkQueued = true;
      queueMicrotask(check);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(queueCheck);
    // After the cards' own effects, which ask their questions.
    const first = setTimeout(check, 0);
    const atMost = setTimeout(answered, CARDS_WAIT_MS);
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(settling);
      clearTimeout(first);
      clearTimeout(atMost);
    };
  }, [queryClient, onAnswered]);
  return null;
}

/** The cards, drawn together once all their scripts are in; not drawn again when they are shown. */
const LiveCardGrid = memo(function LiveCardGrid({
  cards,
  onAnswered,
}: {
  cards: readonly DashboardCard[];
  onAnswered: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <Box sx={{ ...cardGrid, mb: 3 }}>
        {cards.map(({ id, card: LiveCard }) => (
          <LiveCard key={id} />
        ))}
      </Box>
      <WhenAnswered onAnswered={onAnswered} />
    </Suspense>
  );
});

/**
 * The cards of what is live for the person's roles, each from its area (see dashboardCard.ts), above `children`. Each
 * card draws as its answer arrives: until all have, neither the cards nor what follows them is shown, so that nothing
 * on the screen moves down under the reader's eyes (or finger). Drawn after the top of the screen, as a transition:
 * React then draws them in slices that leave the page free to answer between them.
 */
function LiveCards({ cards, children }: { cards: readonly DashboardCard[]; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const [answered, setAnswered] = useState(false);
  // The cards the first screen drew from the early answers stay in their place until these have theirs.
  const firstScreen = useDashboardFirstScreen();
  const show = useCallback(() => startTransition(() => setAnswered(true)), []);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  useEffect(() => {
    if (answered) endDashboardFirstScreen();
  }, [answered]);
  const firstScreenCards = firstScreen && !answered ? <FirstScreenCards cards={firstScreen.cards} /> : null;
  if (!drawn) return firstScreenCards;
  if (cards.length === 0) return children;
  return (
    <>
      {firstScreenCards}
      <Box hidden={!answered}>
        <LiveCardGrid cards={cards} onAnswered={show} />
        {children}
      </Box>
    </>
  );
}

/** A figure of the whole installation, opening the screen that lists it. */
function CountCard({
  icon,
  label,
  hint,
  count,
  to,
}: {
  icon: string;
  label: string;
  hint: string;
  count: number | undefined;
  to: string;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <MdiIcon path={icon} color="secondary" aria-hidden sx={{ fontSize: 40 }} />
          <Box>
            <Typography variant="h4" component="p" sx={{ lineHeight: 1.1 }}>
              {count === undefined ? (
                <CircularProgress size={28} color="secondary" aria-label={translate('ra.page.loading')} />
              ) : (
                count
              )}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The super admin's figures: the clubs they can work in and the people who can sign in. */
function InstallationOverview() {
  const translate = useTranslate();
  const { data: init } = useInitData();
  const { total: users } = useGetList('users', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: '', order: 'ASC' },
  });
  return (
    <Box component="section" aria-labelledby="dashboard-overview" sx={{ mb: 3 }}>
      <Typography id="dashboard-overview" variant="h6" component="h2" gutterBottom>
        {translate('fairway.dashboard.overview')}
      </Typography>
      <Box sx={cardGrid}>
        <CountCard
          icon={mdiGolf}
          label={translate('fairway.dashboard.clubs')}
          hint={translate('fairway.dashboard.clubs_hint')}
          count={init?.data.length}
          to={CHOOSE_COURSE_PAGE}
        />
        <CountCard
          icon={mdiAccountMultiple}
          label={translate('fairway.dashboard.users')}
          hint={translate('fairway.dashboard.users_hint')}
          count={users}
          to="/users"
        />
      </Box>
    </Box>
  );
}

/** What a person working in the club needs to read its screens right: their role, its clock, its units. */
function YourClub({ club, roles }: { club: ActiveClub; roles: number[] }) {
  const translate = useTranslate();
  const clubRoles = roles.filter((role) => role !== Role.superAdmin);
  const shownRoles = clubRoles.length > 0 ? clubRoles : roles;
  const facts: [string, React.ReactNode][] = [
    [
      'fairway.dashboard.your_roles',
      <Box key="roles" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {shownRoles.map((role) => (
          <Chip
            key={role}
            size="small"
            color="secondary"
            variant="outlined"
            label={translate(roleLabel(role, club.isGuest))}
          />
        ))}
      </Box>,
    ],
    ['fairway.dashboard.club_time', formatClubDate(new Date(), club, { withTime: true })],
    ['fairway.dashboard.date_format', club.dateFormat],
    ['fairway.dashboard.currency', club.currency],
    ['fairway.dashboard.distances', translate(`fairway.dashboard.${club.distanceUnit}`)],
  ];
  return (
    <Box component="section" aria-labelledby="dashboard-club" sx={{ mb: 3 }}>
      <Typography id="dashboard-club" variant="h6" component="h2" gutterBottom>
        {translate('fairway.dashboard.your_club')}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            {facts.map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * `/dashboard`: the club the person works in and how it keeps time and money, the super admin's figures of the whole
 * installation, the cards of what is live for the role, and the built screens the role uses most (the first entries
 * of its menu that are more than a "coming soon" page).
 */
export function Dashboard() {
  const translate = useTranslate();
  const { data: user } = useCurrentUser();
  const club = useActiveClub();
  const { active_golf_course_name: chosenClubName } = useSession();
  const roles = roleIdsOf(user);
  const { dashboardCards, isBuilt } = use(AppAreasContext);
  // The cards' scripts load beside the rest of the first screen's rather than after the dashboard has first drawn. A
  // script that fails to load fails again as its card draws, which reports it.
  useMemo(() => {
    for (const { card } of dashboardCards) card.preload().catch(() => undefined);
  }, [dashboardCards]);
  const cards = useMemo(
    () => (club ? dashboardCards.filter((card) => isAllowed(card.roles, roleIdsOf(user))) : []),
    [club, user, dashboardCards],
  );
  const isSuperAdmin = roles.includes(Role.superAdmin);
  const entries = menuLeaves(useVisibleMenu())
    .map(({ entry }) => entry)
    .filter((entry) => entry.path !== CHOOSE_COURSE_PAGE && entry.path !== undefined && isBuilt(entry.path));
  // The screens made for the role come first; an admin or super admin then sees the rest of what they may open.
  const madeForRole = (entry: MenuEntry) => entry.roles !== 'all' && entry.roles.some((role) => roles.includes(role));
  const shortcuts = [...entries.filter(madeForRole), ...entries.filter((entry) => !madeForRole(entry))].slice(
    0,
    SHORTCUTS,
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1">
          {/* The name kept at the club choice shows until the club's facts arrive, as on the first screen. */}
          {club?.name ?? (chosenClubName || translate('fairway.dashboard.title'))}
        </Typography>
        {user ? (
          <Typography color="text.secondary">
            {translate('fairway.dashboard.welcome', { name: user.user_name })}
          </Typography>
        ) : null}
      </Box>
      {club === null && isSuperAdmin ? (
        <Card variant="outlined" sx={{ mb: 3, maxWidth: 720 }}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 280px' }}>{translate('fairway.dashboard.choose_club')}</Typography>
            <Button component={RouterLink} to={CHOOSE_COURSE_PAGE} variant="contained">
              {translate('fairway.app.choose_club_action')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {isSuperAdmin ? <InstallationOverview /> : null}
      {club ? <YourClub club={club} roles={roles} /> : null}
      <LiveCards cards={cards}>
        <Box component="section" aria-labelledby="dashboard-shortcuts">
          <Typography id="dashboard-shortcuts" variant="h6" component="h2" gutterBottom>
            {translate('fairway.dashboard.shortcuts')}
          </Typography>
          {shortcuts.length === 0 ? <Typography>{translate('fairway.dashboard.empty')}</Typography> : null}
          <Box sx={{ ...cardGrid, gridTemplateColumns: { ...cardGrid.gridTemplateColumns, xl: 'repeat(4, 1fr)' } }}>
            {shortcuts.map((entry) => (
              <Box key={`${entry.tag}-${entry.path}`}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={entry.path ?? '/dashboard'} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <MdiIcon path={entry.icon} color="primary" aria-hidden />
                      <Typography>{translate(`fairway.menu.${entry.tag}`)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Box>
            ))}
          </Box>
        </Box>
      </LiveCards>
    </Box>
  );
}
