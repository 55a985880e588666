import type { CSSProperties } from 'react';
import { fairwayMessages } from '../providers/messages';
import { useSession } from '../providers/session';
import { HOME_PAGE } from './routing/guard';
import { DRAWER_STORAGE_KEY } from './drawerState';
import { FairwayMark } from './FairwayMark';
import { palettes } from './palettes';
import { Spinner } from './Spinner';
import { useThemeMode } from './themeMode';
import './FirstScreen.css';

/**
 * What a signed-in visit shows while the app itself loads: the top bar with the chosen club's name, the docked
 * drawer's place, the spinner and, on the dashboard, its heading (the club's name). Plain HTML and CSS like the login page (decision 0023), so that a
 * phone on the course sees the club's screen taking shape at once rather than after MUI and react-admin have run.
 */
export function FirstScreen() {
  const [mode] = useThemeMode();
  const { active_golf_course_name: clubName } = useSession();
  const palette = palettes[mode];
  const docked = localStorage.getItem(DRAWER_STORAGE_KEY) !== 'closed';
  const colours = {
    '--first-screen-background': palette.background.default,
    '--first-screen-paper': palette.background.paper,
    '--first-screen-text': mode === 'dark' ? '#ffffff' : 'rgb(0 0 0 / 87%)',
    '--first-screen-divider': mode === 'dark' ? 'rgb(255 255 255 / 12%)' : 'rgb(0 0 0 / 12%)',
    // The app's top bar: green in the light theme; in the dark one, dark with the brand's green as its bottom edge.
    '--first-screen-bar': mode === 'dark' ? '#363636' : palette.primary.main,
    '--first-screen-bar-edge': mode === 'dark' ? `3px solid ${palette.primary.main}` : 'none',
  } as CSSProperties;
  return (
    <div className={`fairway-first-screen${docked ? ' fairway-first-screen--docked' : ''}`} style={colours}>
      <div className="fairway-first-screen__drawer" />
      <header className="fairway-first-screen__bar">
        <FairwayMark onLight className="fairway-first-screen__mark" />
        <span className="fairway-first-screen__names">
          <span className="fairway-first-screen__product">{fairwayMessages.fairway.app.name}</span>
          {clubName ? <span className="fairway-first-screen__club">{clubName}</span> : null}
        </span>
      </header>
      <main className="fairway-first-screen__main">
        {/* The dashboard's heading, in its place; hidden from screen readers, which hear the spinner's "Loading". */}
        {clubName && window.location.pathname === HOME_PAGE ? (
          <p className="fairway-first-screen__heading" aria-hidden>
            {clubName}
          </p>
        ) : null}
        <Spinner />
      </main>
    </div>
  );
}

/** While a part of the app loads: the first screen for a signed-in visit, the spinner alone for a signed-out one. */
export function AppLoading() {
  const { auth_token } = useSession();
  return auth_token ? <FirstScreen /> : <Spinner />;
}
