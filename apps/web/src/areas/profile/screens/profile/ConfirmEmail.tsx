import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { confirmEmail } from '../../providers/profileApi';

/** Why the server refused the link, in its own words. */
function refusalOf(error: unknown): string {
  if (error instanceof HttpError && error.status === 400) {
    const token = formErrors(error.body)?.token;
    if (typeof token === 'string') return token;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * `/confirm-email?token=...`: the page of the link mailed to a new address. Opening it confirms the address at once
 * (the link is the proof, there is nothing to type); it works signed in or not, once.
 */
export function ConfirmEmail() {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ email: string } | { refusal: string } | null>(null);
  // Once per token: the link works once, and a development build runs effects twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmail(token).then(
      ({ email }) => setOutcome({ email }),
      (error: unknown) => setOutcome({ refusal: refusalOf(error) }),
    );
  }, [token]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.profile.confirm_title')}
      </Typography>
      {!token ? (
        <Alert severity="error">{translate('fairway.profile.no_token')}</Alert>
      ) : outcome && 'email' in outcome ? (
        <>
          <Alert severity="success">{translate('fairway.profile.confirmed', { email: outcome.email })}</Alert>
          <Button component={RouterLink} to="/auth/log-in" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('fairway.public.sign_in')}
          </Button>
        </>
      ) : outcome ? (
        <Alert severity="error">{outcome.refusal}</Alert>
      ) : (
        <Typography role="status">{translate('fairway.profile.confirming')}</Typography>
      )}
    </Stack>
  );
}
