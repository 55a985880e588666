/**
 * Brand colours of spec section 9 (primary green, secondary indigo, accent light green, error red, warning amber,
 * info dark blue, success green). The dark theme takes lighter tones of the same hues so text on the dark grey
 * background keeps a readable contrast. Apart from theme.ts, which brings MUI: the login page and the spinner take
 * their colours from here before MUI has loaded.
 */
export const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#2e7d32' },
    secondary: { main: '#3949ab' },
    accent: { main: '#7cb342', contrastText: '#000000' },
    error: { main: '#c62828' },
    warning: { main: '#ffa000', contrastText: '#000000' },
    // Amber words on white paper read at 2:1 (WCAG AA asks 4.5:1): words in the warning's colour take this darker
    // amber (5.6:1 on paper, 5:1 on the background). Fills and outlines keep the brand's amber.
    warningText: '#965a00',
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
    warningText: '#ffca28',
    info: { main: '#64b5f6' },
    success: { main: '#66bb6a' },
    background: { default: '#212121', paper: '#2c2c2c' },
  },
} as const;
