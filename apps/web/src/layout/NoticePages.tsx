import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

function Notice({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>{text}</Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {translate('fairway.app.back_home')}
      </Button>
    </Box>
  );
}

export function AccessDenied() {
  const translate = useTranslate();
  return <Notice title={translate('fairway.app.access_denied_title')} text={translate('fairway.app.access_denied')} />;
}

export function NotFound() {
  const translate = useTranslate();
  return <Notice title={translate('fairway.app.not_found_title')} text={translate('fairway.app.not_found')} />;
}
