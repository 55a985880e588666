import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { login } from '../providers/authProvider';
import { HttpError } from '../providers/httpClient';
import { ErrorAlert } from './ErrorAlert';
import { FairwayLogo } from './FairwayLogo';

/** The server's own words from a refused login (passed through untouched by the HTTP client). */
function loginFailureText(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as Record<string, unknown> | null;
  const words = body?.non_field_errors ?? body?.detail ?? (body ? Object.values(body)[0] : null);
  if (Array.isArray(words)) return words.join(' ');
  return typeof words === 'string' ? words : null;
}

/** `/auth/log-in`: no top bar; after sign-in the route guard sends the user on to the course choice. */
export function LoginPage() {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await login({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
    } catch (failure) {
      setError(
        loginFailureText(failure) ??
          translate(failure instanceof HttpError ? 'fairway.login.failed' : 'fairway.login.unreachable'),
      );
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <FairwayLogo />
            <Typography variant="h5" component="h1">
              {translate('fairway.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.login.subtitle')}
            </Typography>
          </Stack>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <TextField
              name="email"
              label={translate('fairway.login.email')}
              type="email"
              autoComplete="username"
              required
              fullWidth
              autoFocus
            />
            <TextField
              name="password"
              label={translate('fairway.login.password')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {translate('fairway.login.submit')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={3} sx={{ mt: 3 }} component="nav">
            <Link component={RouterLink} to="/about">
              {translate('fairway.public.about')}
            </Link>
            <Link component={RouterLink} to="/privacy-policy">
              {translate('fairway.public.privacy_policy')}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
