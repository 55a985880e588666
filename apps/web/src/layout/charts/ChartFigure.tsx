import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A chart with its title and a sentence saying what it shows: the sentence is the chart's name for a screen reader
 * and stays on screen, so the figures read without the picture.
 */
export function ChartFigure({
  title,
  summary,
  testId,
  children,
}: {
  title?: string;
  summary: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box component="figure" aria-label={title ?? summary} data-testid={testId} sx={{ m: 0, minWidth: 0 }}>
      {title ? (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      ) : null}
      <Box aria-hidden sx={{ width: '100%' }}>
        {children}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}
