import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { login } from '../providers/authProvider';
import { HttpError } from '../providers/httpClient';
import { fairwayMessages } from '../providers/messages';
import { FairwayMark } from './FairwayMark';
import { palettes } from './palettes';
import { useThemeMode } from './themeMode';
import './LoginPage.css';

const words = fairwayMessages.fairway;

/** The server's own words from a refused login (passed through untouched by the HTTP client). */
function loginFailureText(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as Record<string, unknown> | null;
  const failure = body?.non_field_errors ?? body?.detail ?? (body ? Object.values(body)[0] : null);
  if (Array.isArray(failure)) return failure.join(' ');
  return typeof failure === 'string' ? failure : null;
}

/** The theme's colours as CSS variables, for LoginPage.css. */
function coloursOf(mode: 'light' | 'dark'): CSSProperties {
  const palette = palettes[mode];
  return {
    colorScheme: mode,
    '--login-background': palette.background.default,
    '--login-paper': palette.background.paper,
    '--login-primary': palette.primary.main,
    '--login-on-primary': mode === 'dark' ? 'rgba(0, 0, 0, 0.87)' : '#ffffff',
    '--login-error': palette.error.main,
  } as CSSProperties;
}

/**
 * `/auth/log-in`: no top bar; after sign-in the route guard sends the user on to the course choice. Plain HTML and
 * CSS in the theme's colours, without MUI, react-admin or the router, so that the page a visitor meets first loads
 * only React and this (see docs/decisions/0023).
 */
export function LoginPage() {
  const [mode] = useThemeMode();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    document.title = `${words.public.sign_in} · ${words.app.name}`;
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (email === '' || password === '') {
      setError(words.login.missing);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      setError(
        loginFailureText(failure) ?? (failure instanceof HttpError ? words.login.failed : words.login.unreachable),
      );
      setSubmitting(false);
    }
  };

  return (
    <main className="fairway-login" style={coloursOf(mode)}>
      <div className="fairway-login__card">
        <div className="fairway-login__heading">
          <FairwayMark className="fairway-login__mark" />
          <h1>{words.login.title}</h1>
          <p>{words.login.subtitle}</p>
        </div>
        <form onSubmit={submit} noValidate>
          {error ? (
            <div role="alert" className="fairway-login__error">
              <svg viewBox="0 0 24 24" aria-hidden>
                <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" fill="currentColor" />
              </svg>
              <div>{error}</div>
            </div>
          ) : null}
          <label htmlFor="login-email">
            {words.login.email}
            <span aria-hidden>{'\u2009*'}</span>
          </label>
          <input id="login-email" name="email" type="email" autoComplete="username" required autoFocus />
          <label htmlFor="login-password">
            {words.login.password}
            <span aria-hidden>{'\u2009*'}</span>
          </label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" disabled={submitting}>
            {words.login.submit}
          </button>
          <a className="fairway-login__forgot" href="/forgot-password">
            {words.login.forgot_password}
          </a>
        </form>
        <section className="fairway-login__new" aria-labelledby="login-new-here">
          <h2 id="login-new-here">{words.login.new_here}</h2>
          <p>
            {words.login.golfer_prompt} <a href="/golf-courses">{words.public.register_golfer}</a>
          </p>
          <p>
            {words.login.club_prompt} <a href="/golf-course-registration">{words.public.register_club}</a>
          </p>
        </section>
        <nav>
          <a href="/about">{words.public.about}</a>
          <a href="/privacy-policy">{words.public.privacy_policy}</a>
        </nav>
      </div>
    </main>
  );
}
