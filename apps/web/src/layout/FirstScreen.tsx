import type { CSSProperties } from 'react';
import type { CardFace } from './dashboardCard';
import { useDashboardFirstScreen } from './firstScreenDashboard';
import { fairwayMessages } from '../providers/messages';
import { useSession } from '../providers/session';
import { HOME_PAGE } from './routing/guard';
import { DRAWER_STORAGE_KEY } from './drawerState';
import { FairwayMark } from './FairwayMark';
import { palettes } from './palettes';
import { Spinner } from './Spinner';
import type { ThemeMode } from './theme';
import { useThemeMode } from './themeMode';
import './FirstScreen.css';

/** The app's colours as CSS variables, for the first screen's plain HTML. */
function firstScreenColours(mode: ThemeMode) {
  const palette = palettes[mode];
  return {
    '--first-screen-background': palette.background.default,
    '--first-screen-paper': palette.background.paper,
    '--first-screen-text': mode === 'dark' ? '#ffffff' : 'rgb(0 0 0 / 87%)',
    '--first-screen-text-secondary': mode === 'dark' ? 'rgb(255 255 255 / 70%)' : 'rgb(0 0 0 / 60%)',
    '--first-screen-primary': palette.primary.main,
    '--first-screen-secondary': palette.secondary.main,
    '--first-screen-divider': mode === 'dark' ? 'rgb(255 255 255 / 12%)' : 'rgb(0 0 0 / 12%)',
    // The app's top bar: green in the light theme; in the dark one, dark with the brand's green as its bottom edge.
    '--first-screen-bar': mode === 'dark' ? '#363636' : palette.primary.main,
    '--first-screen-bar-edge': mode === 'dark' ? `3px solid ${palette.primary.main}` : 'none',
  } as CSSProperties;
}

/**
 * The dashboard's cards in plain HTML, from the same faces as their MUI cards (decision 0146): on the first screen,
 * and in the dashboard until its own cards have their answers.
 */
export function FirstScreenCards({ cards }: { cards: readonly CardFace[] }) {
  const [mode] = useThemeMode();
  return (
    <div className="fairway-first-cards" style={firstScreenColours(mode)}>
      {cards.map((face) => {
        const content = [
          <p key="title" className={face.listed ? 'fairway-first-card__title--listed' : 'fairway-first-card__title'}>
            {face.titleTo ? <a href={face.titleTo}>{face.title}</a> : face.title}
          </p>,
          ...face.lines.map((line, index) => (
            <p
              key={index}
              className={`fairway-first-card__${line.look}${line.strong ? ' fairway-first-card__round' : ''}`}
            >
              {line.strong ? <strong>{line.strong}</strong> : null}
              {line.strong ? <br /> : null}
              {line.to ? <a href={line.to}>{line.text}</a> : line.text}
            </p>
          )),
        ];
        return face.to ? (
          <a key={face.title} className="fairway-first-card" href={face.to}>
            {content}
          </a>
        ) : (
          <div key={face.title} className="fairway-first-card">
            {content}
          </div>
        );
      })}
    </div>
  );
}

/**
 * What a signed-in visit shows while the app itself loads: the top bar with the chosen club's name, the docked
 * drawer's place, the spinner and, on the dashboard, its heading (the club's name). Plain HTML and CSS like the login page (decision 0023), so that a
 * phone on the course sees the club's screen taking shape at once rather than after MUI and react-admin have run.
 */
export function FirstScreen() {
  const [mode] = useThemeMode();
  const { active_golf_course_name: clubName } = useSession();
  const dashboard = useDashboardFirstScreen();
  const docked = localStorage.getItem(DRAWER_STORAGE_KEY) !== 'closed';
  return (
    <div
      className={`fairway-first-screen${docked ? ' fairway-first-screen--docked' : ''}`}
      style={firstScreenColours(mode)}
    >
      <div className="fairway-first-screen__drawer" />
      <header className="fairway-first-screen__bar">
        <FairwayMark onLight className="fairway-first-screen__mark" />
        <span className="fairway-first-screen__names">
          <span className="fairway-first-screen__product">{fairwayMessages.fairway.app.name}</span>
          {clubName ? <span className="fairway-first-screen__club">{clubName}</span> : null}
        </span>
      </header>
      {dashboard && window.location.pathname === HOME_PAGE ? (
        <main className="fairway-first-screen__main">
          <div className="fairway-first-screen__dashboard">
            <h1 className="fairway-first-screen__heading">{dashboard.clubHeading}</h1>
            <p className="fairway-first-screen__welcome">{dashboard.welcome}</p>
            <section className="fairway-first-screen__section">
              <h2>{fairwayMessages.fairway.dashboard.your_club}</h2>
              <dl className="fairway-first-card fairway-first-screen__facts">
                {dashboard.facts.map(({ label, value, chips }) => [
                  <dt key={`${label}-label`}>{label}</dt>,
                  <dd key={label}>
                    {chips?.map((chip) => (
                      <span key={chip} className="fairway-first-screen__chip">
                        {chip}
                      </span>
                    )) ?? value}
                  </dd>,
                ])}
              </dl>
            </section>
            <FirstScreenCards cards={dashboard.cards} />
          </div>
        </main>
      ) : (
        <main className="fairway-first-screen__main">
          {/* The dashboard's heading, in its place; hidden from screen readers, which hear the spinner's "Loading". */}
          {clubName && window.location.pathname === HOME_PAGE ? (
            <p className="fairway-first-screen__heading" aria-hidden>
              {clubName}
            </p>
          ) : null}
          <Spinner />
        </main>
      )}
    </div>
  );
}

/** While a part of the app loads: the first screen for a signed-in visit, the spinner alone for a signed-out one. */
export function AppLoading() {
  const { auth_token } = useSession();
  return auth_token ? <FirstScreen /> : <Spinner />;
}
