import { fairwayMessages } from '../providers/messages';
import { palettes } from './palettes';
import { useThemeMode } from './themeMode';
import './Spinner.css';

/**
 * Shown in the main area until the app or a page is ready. Plain SVG and CSS, not MUI's: it also shows while MUI and
 * the rest of the app are still loading, between sign-in and the first screen.
 */
export function Spinner() {
  const [mode] = useThemeMode();
  return (
    <div className="fairway-spinner">
      <svg role="progressbar" aria-label={fairwayMessages.fairway.app.loading} viewBox="0 0 44 44">
        <circle cx="22" cy="22" r="19" fill="none" stroke={palettes[mode].primary.main} strokeWidth="4" />
      </svg>
    </div>
  );
}
