import { createTheme, type Theme } from '@mui/material/styles';
import { palettes } from './palettes';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    accent: Palette['primary'];
    /** The warning's colour for words on the page's paper and background: readable in both themes. */
    warningText: string;
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    warningText?: string;
  }
}

export type ThemeMode = 'light' | 'dark';

/** Spec section 9: breakpoints; the mobile breakpoint is lg (the drawer docks from lg up). */
export const breakpointValues = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const MOBILE_BREAKPOINT = 'lg';

export const LOGO_MAX_HEIGHT = 60;
export const SMALL_LOGO_WIDTH = 34;
export const DRAWER_BORDER_WIDTH = 2;
export const DRAWER_WIDTH = 280;
export const ACCOUNT_MENU_MIN_WIDTH = 250;
export const CONFIRM_DIALOG_MAX_WIDTH = 450;
export const DIALOG_MAX_WIDTH = 800;
export const NOTIFICATION_TIMEOUT_MS = 5000;

/** System fonts only: the Content-Security-Policy allows no font CDN. */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    breakpoints: { values: breakpointValues },
    palette: palettes[mode],
    typography: { fontFamily: systemFontStack },
    components: {
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      // react-admin draws its date, number and password inputs small beside its text inputs: a form's fields share
      // one height. A list's filters still ask for small ones.
      RaDateInput: { defaultProps: { size: 'medium' } },
      RaDateTimeInput: { defaultProps: { size: 'medium' } },
      RaTimeInput: { defaultProps: { size: 'medium' } },
      RaNumberInput: { defaultProps: { size: 'medium' } },
      RaPasswordInput: { defaultProps: { size: 'medium' } },
      MuiAppBar: { defaultProps: { enableColorOnDark: false } },
    },
  });
}

const madeThemes: Partial<Record<ThemeMode, Theme>> = {};

/** The theme of `mode`, made when first asked for: a visit draws in one mode, and a theme takes a phone a while to make. */
export const themeOf = (mode: ThemeMode): Theme => (madeThemes[mode] ??= createAppTheme(mode));
