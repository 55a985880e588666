import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatClubDate, type ClubDateSettings } from './formatClubDate';
import { useActiveClub } from './useActiveClub';

/** `undefined` while the club's settings are on their way: nothing is shown in the wrong format first. */
type Settings = ClubDateSettings | null | undefined;

/** Without a provider there is no club: UTC and `YYYY-MM-DD`, as for a super admin's master data. */
const ClubDatesContext = createContext<Settings>(null);

/**
 * The club whose dates the pages inside show: the active course behind login (`ActiveClubDates`), the club of the
 * path on the public registration form, before anyone signs in.
 */
export function ClubDatesProvider({ settings, children }: { settings: Settings; children: ReactNode }) {
  return <ClubDatesContext.Provider value={settings}>{children}</ClubDatesContext.Provider>;
}

/** Behind login: the session's active course. */
export function ActiveClubDates({ children }: { children: ReactNode }) {
  return <ClubDatesProvider settings={useActiveClub()}>{children}</ClubDatesProvider>;
}

/** How the page's club writes dates and where its clocks are. */
export function useClubDates(): Settings {
  return useContext(ClubDatesContext);
}

/**
 * The one way a date is shown: `formatClubDate` in the page's club. Empty until the club's settings are known; a
 * calendar day (`YYYY-MM-DD`) keeps its day, an instant is shown on the club's clock.
 */
export function useFormatClubDate() {
  const club = useClubDates();
  return useCallback(
    (value: string | Date, options?: { withTime?: boolean }) =>
      club === undefined ? '' : formatClubDate(value, club, options),
    [club],
  );
}
