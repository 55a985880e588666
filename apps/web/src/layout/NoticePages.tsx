import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A page's notice in place of what it could not show: a heading, a sentence, and the way on. */
export function Notice({
  title,
  text,
  action = { to: '/dashboard', label: 'fairway.app.back_home' },
}: {
  title: string;
  text: string;
  /** Where the page leads on, and its i18n key and arguments. */
  action?: { to: string; label: string; labelArgs?: Record<string, unknown> };
}) {
  const translate = useTranslate();
  return (
    // The page's own padding is the layout's, as on every other page: its heading sits where theirs do.
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>{text}</Typography>
      <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 1 }}>
        {translate(action.label, action.labelArgs)}
      </Button>
    </Box>
  );
}

/** A page the role may not open; `reason` (an i18n key) says why when it is not the role itself. */
export function AccessDenied({ reason = 'fairway.app.access_denied' }: { reason?: string }) {
  const translate = useTranslate();
  return <Notice title={translate('fairway.app.access_denied_title')} text={translate(reason)} />;
}

/** A page closed by a setting of the club, whatever the role: `reason` (an i18n key) says which. */
export function SwitchedOff({ reason }: { reason: string }) {
  const translate = useTranslate();
  return <Notice title={translate('fairway.app.switched_off_title')} text={translate(reason)} />;
}

/** A club screen opened by a super admin who has not chosen a club: said, with the way to choose one. */
export function ChooseClubFirst() {
  const translate = useTranslate();
  return (
    <Notice
      title={translate('fairway.app.choose_club_title')}
      text={translate('fairway.app.choose_club')}
      action={{ to: '/select-golf-course', label: 'fairway.app.choose_club_action' }}
    />
  );
}

export function NotFound() {
  const translate = useTranslate();
  return <Notice title={translate('fairway.app.not_found_title')} text={translate('fairway.app.not_found')} />;
}
