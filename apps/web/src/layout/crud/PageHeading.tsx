import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's heading, with the buttons beside it and, under it, a line saying more of what the page holds. */
export function PageHeading({
  children,
  actions,
  subtitle,
}: {
  children: ReactNode;
  actions?: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h1">
          {children}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}
