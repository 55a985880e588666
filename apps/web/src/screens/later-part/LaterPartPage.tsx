import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiClockOutline } from '@mdi/js';
import { useTranslate } from 'react-admin';
import { MdiIcon } from '../../layout/MdiIcon';
import type { PartId } from './parts';

/** The page of a screen not built yet: it says so, and which screens it comes with, so no route is blank. */
export function LaterPartPage({ label, part }: { label: string; part: PartId }) {
  const translate = useTranslate();
  return (
    // The page's own padding is the layout's, as on every other page: its heading sits where theirs do.
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(label)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <MdiIcon path={mdiClockOutline} color="primary" aria-hidden sx={{ mt: 0.5 }} />
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('fairway.later.heading')}
          </Typography>
          <Typography>{translate('fairway.later.body', { part: translate(`fairway.later.parts.${part}`) })}</Typography>
        </Box>
      </Paper>
    </Box>
  );
}
