import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's heading, with the buttons beside it and, when given, a line under it saying more of what the page holds. */
export function PageHeading({
  children,
  actions,
  subtitle,
}: {
  children: ReactNode;
  actions?: ReactNode;
  subtitle?: ReactNode;
}) {
  const heading = (
    <Typography variant="h5" component="h1" sx={subtitle ? undefined : { flexGrow: 1 }}>
      {children}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      {subtitle ? (
        <Box sx={{ flexGrow: 1 }}>
          {heading}
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
      ) : (
        heading
      )}
      {actions}
    </Box>
  );
}
