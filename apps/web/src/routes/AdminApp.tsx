import { useEffect, useState, type ReactNode } from 'react';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { AppAreasContext } from '../layout/appAreas';
import { AppLayout } from '../layout/AppLayout';
import { ActiveClubDates } from '../layout/club/clubDates';
import { AppNotification } from '../layout/AppNotification';
import { ConfirmProvider } from '../layout/ConfirmDialog';
import { DrawnInSlices } from '../layout/DrawnInSlices';
import { NotFound } from '../layout/NoticePages';
import { AppLoading, FirstScreen } from '../layout/FirstScreen';
import { Spinner } from '../layout/Spinner';
import type { LazyScreen } from '../layout/lazyScreen';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { createQueryClient } from '../providers/queries';
import { subscribeToSession, getSession } from '../providers/session';
import { HOME_PAGE } from '../layout/routing/guard';
import { PrivateRoute } from './PrivateRoute';
import { dashboardCards, isBuilt, isOutsideAdmin, menu, routeAt, routeTable } from './routeTable';

const privateRoutes = routeTable.filter((entry) => !isOutsideAdmin(entry));

/** The areas' menu, cards and built pages, for the side menu and the dashboard. */
const appAreas = { menu, dashboardCards, isBuilt };

/**
 * The screen of the page a visit opens on, and on the dashboard its cards, are fetched with the admin's scripts: they
 * are then drawn in the admin's first draw, rather than suspended and drawn again once they have loaded. A script that
 * fails to load fails again as its screen draws, which reports it.
 */
function preloadOpeningScreens() {
  const screen = routeAt(window.location.pathname)?.screen;
  if (screen && 'preload' in screen) (screen as LazyScreen).preload().catch(() => undefined);
  if (window.location.pathname === HOME_PAGE) {
    for (const { card } of dashboardCards) card.preload().catch(() => undefined);
  }
}
preloadOpeningScreens();

/** Registered with react-admin so that reference inputs name a record as its resource does. */
const resources = [...new Set(privateRoutes.flatMap((entry) => (entry.resource ? [entry.resource] : [])))];

/**
 * The app shell, with the top bar unless the route turns it off (spec section 2), and the active club's dates. Its
 * first draw, with the screen it opens on, is made in slices behind the first screen.
 */
function Layout({ children }: { children?: ReactNode }) {
  const route = routeAt(useLocation().pathname);
  return (
    <DrawnInSlices first={route?.topBar === false ? <Spinner /> : <AppLoading />}>
      <ActiveClubDates>
        <AppLayout topBar={route?.topBar !== false}>{children}</AppLayout>
      </ActiveClubDates>
    </DrawnInSlices>
  );
}

/** As react-admin's `<Admin>` keeps it: list parameters and other preferences survive a reload. */
const store = localStorageStore();

/**
 * Everything behind login: react-admin with the route table's private pages. Loaded only after sign-in. Built from
 * `<Admin>`'s two halves, with ra-core's UI shell instead of ra-ui-materialui's: that one brings the default login,
 * layout and error pages (forms, accordions) into the first screen's download although Fairway replaces them all.
 */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient);

  // A new or ended session starts from an empty cache: nothing of one user is shown to the next.
  useEffect(() => {
    let token = getSession().auth_token;
    return subscribeToSession(() => {
      const next = getSession().auth_token;
      if (next !== token) queryClient.clear();
      token = next;
    });
  }, [queryClient]);

  return (
    <AppAreasContext value={appAreas}>
      <ConfirmProvider>
        {/* ra-core's context: the app's frame gives MUI its theme, which react-admin's would make again. */}
        <CoreAdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          store={store}
        >
          <CoreAdminUI layout={Layout} loading={FirstScreen} catchAll={NotFound} title="Fairway" disableTelemetry>
            {resources.map((resource) => (
              <Resource key={resource.name} name={resource.name} recordRepresentation={resource.recordRepresentation} />
            ))}
            <CustomRoutes>
              {privateRoutes.map((entry) => (
                <Route key={entry.path} path={entry.path} element={<PrivateRoute entry={entry} />} />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
          <AppNotification />
        </CoreAdminContext>
      </ConfirmProvider>
    </AppAreasContext>
  );
}
