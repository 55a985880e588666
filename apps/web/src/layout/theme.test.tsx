import { cleanup, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { wcagContrast } from 'culori';
import { afterEach, describe, expect, it } from 'vitest';
import { themeOf, type ThemeMode } from './theme';

afterEach(cleanup);

/** WCAG AA's least contrast for words of a normal size. */
const READABLE = 4.5;

describe.each<ThemeMode>(['light', 'dark'])('words in the warning colour, %s theme', (mode) => {
  const theme = themeOf(mode);
  const drawn = (element: React.ReactNode) => {
    render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
    return getComputedStyle(screen.getByText('Reconnecting')).color;
  };
  const readableOnPaper = (colour: string) => {
    expect(wcagContrast(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(READABLE);
    expect(wcagContrast(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(READABLE);
  };

  it('words in the warning text colour read on the paper and the background', () => {
    readableOnPaper(drawn(<Typography color="warningText">Reconnecting</Typography>));
  });

  it('an outlined warning chip and a warning button take it over the amber of their colour', () => {
    readableOnPaper(
      drawn(<Chip color="warning" variant="outlined" sx={{ color: 'warningText' }} label="Reconnecting" />),
    );
    cleanup();
    readableOnPaper(
      drawn(
        <Button color="warning" sx={{ color: 'warningText' }}>
          Reconnecting
        </Button>,
      ),
    );
  });

  it('a filled warning chip keeps its black words on the amber', () => {
    render(
      <ThemeProvider theme={theme}>
        <Chip color="warning" label="Reconnecting" />
      </ThemeProvider>,
    );
    const label = getComputedStyle(screen.getByText('Reconnecting')).color;
    expect(wcagContrast(label, theme.palette.warning.main)).toBeGreaterThanOrEqual(READABLE);
  });
});
