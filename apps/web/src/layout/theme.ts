import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
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

/**
 * Brand colours of spec section 9 (primary green, secondary indigo, accent light green, error red, warning amber,
 * info dark blue, success green). The dark theme takes lighter tones of the same hues so text on the dark grey
 * background keeps a readable contrast.
 */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#2e7d32' },
    secondary: { main: '#3949ab' },
    accent: { main: '#7cb342', contrastText: '#000000' },
    error: { main: '#c62828' },
    warning: { main: '#ffa000', contrastText: '#000000' },
    info: { main: '#0d47a1' },
    success: { main: '#2e7d32' },
    background: { default: '#f2f2f2', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#66bb6a' },
    secondary: { main: '#9fa8da' },
    accent: { main: '#aed581', contrastText: '#000000' },
    // The hover tone of a red button keeps its black text readable (4.5:1); MUI's own darkening gives 4.2:1.
    error: { main: '#ff7961', dark: '#d35a48', contrastText: '#000000' },
    warning: { main: '#ffca28', contrastText: '#000000' },
    info: { main: '#64b5f6' },
    success: { main: '#66bb6a' },
    background: { default: '#212121', paper: '#2c2c2c' },
  },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    breakpoints: { values: breakpointValues },
    palette: palettes[mode],
    typography: { fontFamily: systemFontStack },
    components: {
      MuiTableRow: { styleOverrides: { root: { '&.MuiTableRow-hover:hover': { cursor: 'pointer' } } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { enableColorOnDark: false } },
    },
  });
}

export const themes: Record<ThemeMode, Theme> = {
  light: createAppTheme('light'),
  dark: createAppTheme('dark'),
};
