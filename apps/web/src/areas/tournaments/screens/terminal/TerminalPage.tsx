import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { LOGIN_PAGE } from '../../../../layout/routing/guard';
import { logout } from '../../../../providers/authProvider';
import { HttpError } from '../../../../providers/httpClient';
import { useSession } from '../../../../providers/session';
import { TerminalCardScreen } from './TerminalCardScreen';
import { TerminalMarkerScreen } from './TerminalMarkerScreen';
import {
  forgetTerminalToken,
  readTerminalToday,
  signInAtTerminal,
  signInByNumberAtTerminal,
  storedTerminalToken,
  type TerminalSignIn,
  type TerminalToday,
} from '../../providers/terminalApi';

const words = (key: string) => `fairway.terminal.${key}`;

/** Seconds without a touch before a golfer's screen returns to the start. */
const defaultIdleSeconds = 60;

type Golfer = { player_round_id: number; tournament_name: string; member_id: number; name: string };
type Screen =
  | { kind: 'start' }
  | { kind: 'number'; golfer: Golfer }
  | { kind: 'signed'; signIn: TerminalSignIn; membershipNumber: string }
  | { kind: 'card'; signIn: TerminalSignIn; membershipNumber: string }
  | { kind: 'marker' };

/** Large enough to hit with a finger on a club-house screen. */
const touch = { minHeight: 64, fontSize: '1.25rem', textTransform: 'none' } as const;

/**
 * The club-house terminal: with this screen's terminal token, today's competitions and their fields; a golfer taps
 * their name, types their membership number, and sees their start and playing handicap. Any screen but the start
 * returns to it after a while without a touch (`?idle=N` seconds). Without a token, a club admin opens the screen as
 * one from their menu.
 */
export function TerminalPage() {
  const [token, setToken] = useState(storedTerminalToken);
  const session = useSession();
  // The terminal holds no one's session: the admin who opened it, or anyone who signed in on it since, is signed out.
  useEffect(() => {
    if (token && session.auth_token) void logout();
  }, [token, session.auth_token]);
  if (!token) return <NotATerminal />;
  if (session.auth_token) return null;
  return (
    <Terminal
      token={token}
      onRevoked={() => {
        forgetTerminalToken();
        setToken(null);
      }}
    />
  );
}

/** A screen without a terminal token: a club admin opens it as one from the menu. */
function NotATerminal() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate(words('title'))}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate(words('not_a_terminal'))}</Typography>
      <Button component={RouterLink} to={LOGIN_PAGE} variant="contained" size="large">
        {translate(words('admin_sign_in'))}
      </Button>
    </Box>
  );
}

function Terminal({ token, onRevoked }: { token: string; onRevoked(): void }) {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const idleSeconds = Math.max(5, Number(search.get('idle')) || defaultIdleSeconds);
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [today, setToday] = useState<TerminalToday | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toStart = useCallback(() => setScreen({ kind: 'start' }), []);

  useEffect(() => {
    if (screen.kind !== 'start') return;
    let current = true;
    readTerminalToday(token).then(
      (answer) => {
        if (!current) return;
        setToday(answer);
        setFailure(null);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof HttpError && error.status === 401) onRevoked();
        else setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [screen.kind, token, onRevoked]);

  useEffect(() => {
    if (screen.kind === 'start') return;
    let timer = setTimeout(toStart, idleSeconds * 1000);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(toStart, idleSeconds * 1000);
    };
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
    };
  }, [screen, idleSeconds, toStart]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h4" component="h1">
          {today?.golf_course_name ?? translate(words('title'))}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {translate(words('subtitle'))}
        </Typography>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {screen.kind === 'start' && today && (
        <StartScreen
          token={token}
          today={today}
          onGolfer={(golfer) => setScreen({ kind: 'number', golfer })}
          onSigned={(signIn, membershipNumber) => setScreen({ kind: 'signed', signIn, membershipNumber })}
        />
      )}
      {screen.kind === 'number' && (
        <NumberScreen
          token={token}
          golfer={screen.golfer}
          onSigned={(signIn, membershipNumber) => setScreen({ kind: 'signed', signIn, membershipNumber })}
          onBack={toStart}
        />
      )}
      {screen.kind === 'signed' && (
        <SignedScreen signIn={screen.signIn} onCard={() => setScreen({ ...screen, kind: 'card' })} onDone={toStart} />
      )}
      {screen.kind === 'card' && (
        <TerminalCardScreen
          token={token}
          golfer={{ member_id: screen.signIn.member_id, membership_number: screen.membershipNumber }}
          playerRoundId={screen.signIn.player_round_id}
          onDone={toStart}
        />
      )}
      {screen.kind === 'marker' && <TerminalMarkerScreen token={token} onDone={toStart} />}
      {screen.kind === 'start' && (
        <Button
          variant="outlined"
          size="large"
          sx={{ ...touch, alignSelf: 'flex-start', mt: 2 }}
          onClick={() => setScreen({ kind: 'marker' })}
        >
          {translate(words('attest_as_marker'))}
        </Button>
      )}
    </Box>
  );
}

/** Today's competitions, each with its field's names to tap; or the golfer types their membership number alone. */
function StartScreen({
  token,
  today,
  onGolfer,
  onSigned,
}: {
  token: string;
  today: TerminalToday;
  onGolfer(golfer: Golfer): void;
  onSigned(signIn: TerminalSignIn, membershipNumber: string): void;
}) {
  const translate = useTranslate();
  if (today.competitions.length === 0) {
    return <Typography variant="h5">{translate(words('none_today'))}</Typography>;
  }
  return (
    <>
      <NumberAlone token={token} onSigned={onSigned} />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {translate(words('tap_your_name'))}
      </Typography>
      {today.competitions.map((competition) => (
        <Box
          component="section"
          key={competition.player_round_id}
          aria-labelledby={`competition-${competition.player_round_id}`}
          sx={{ mb: 4 }}
        >
          <Typography variant="h5" component="h2" id={`competition-${competition.player_round_id}`} sx={{ mb: 2 }}>
            {competition.tournament_name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(5, minmax(0, 1fr))',
              },
            }}
          >
            {competition.field.map((golfer) => (
              <Button
                key={golfer.member_id}
                variant="outlined"
                sx={touch}
                onClick={() =>
                  onGolfer({
                    player_round_id: competition.player_round_id,
                    tournament_name: competition.tournament_name,
                    member_id: golfer.member_id,
                    name: golfer.name,
                  })
                }
              >
                {golfer.name}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** The golfer signs in by typing their membership number without tapping their name. */
function NumberAlone({
  token,
  onSigned,
}: {
  token: string;
  onSigned(signIn: TerminalSignIn, membershipNumber: string): void;
}) {
  const translate = useTranslate();
  const [number, setNumber] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSigned(await signInByNumberAtTerminal(token, number), number);
    } catch (error) {
      setRefusal(refusalOf(error));
      setNumber('');
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ maxWidth: 760, display: 'grid', gap: 2, mb: 4 }}>
      {refusal && (
        <Alert severity="error" sx={{ fontSize: '1.1rem' }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch' }}>
        <TextField
          label={translate(words('or_type_number'))}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          autoComplete="off"
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { maxLength: 40, style: { fontSize: '1.5rem' } } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ ...touch, flex: 1 }}
          disabled={busy || !number.trim()}
        >
          {translate(words('sign_in'))}
        </Button>
      </Box>
    </Box>
  );
}

/** The tapped golfer types their membership number. */
function NumberScreen({
  token,
  golfer,
  onSigned,
  onBack,
}: {
  token: string;
  golfer: Golfer;
  onSigned(signIn: TerminalSignIn, membershipNumber: string): void;
  onBack(): void;
}) {
  const translate = useTranslate();
  const [number, setNumber] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSigned(
        await signInAtTerminal(token, {
          player_round_id: golfer.player_round_id,
          member_id: golfer.member_id,
          membership_number: number,
        }),
        number,
      );
    } catch (error) {
      setRefusal(refusalOf(error));
      setNumber('');
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ maxWidth: 640, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h2">
        {golfer.name}
      </Typography>
      <Typography variant="h6" component="p">
        {translate(words('sign_in_for'), { name: golfer.tournament_name })}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ fontSize: '1.1rem' }}>
          {refusal}
        </Alert>
      )}
      <TextField
        label={translate(words('membership_number'))}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        autoFocus
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 40, style: { fontSize: '2rem' } } }}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ ...touch, flex: 1 }}
          disabled={busy || !number.trim()}
        >
          {translate(words('sign_in'))}
        </Button>
        <Button variant="outlined" size="large" sx={{ ...touch, flex: 1 }} onClick={onBack}>
          {translate(words('back'))}
        </Button>
      </Box>
    </Box>
  );
}

/** Signed in: the golfer's start and playing handicap, in large type. */
function SignedScreen({ signIn, onCard, onDone }: { signIn: TerminalSignIn; onCard(): void; onDone(): void }) {
  const translate = useTranslate();
  const none = translate(words('not_drawn'));
  const facts: [string, string][] = [
    [translate(words('tee_time')), signIn.tee_time ?? none],
    [translate(words('starting_hole')), signIn.starting_hole === null ? none : String(signIn.starting_hole)],
    [translate(words('group')), signIn.group_number === null ? none : String(signIn.group_number)],
    [translate(words('playing_handicap')), signIn.playing_handicap === null ? none : String(signIn.playing_handicap)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success" sx={{ fontSize: '1.25rem' }}>
        {translate(words('signed_in'), { name: signIn.member_name, tournament: signIn.tournament_name })}
      </Alert>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Typography component="dt" variant="h6" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" sx={{ ...touch, minWidth: 320 }} onClick={onDone}>
          {translate(words('done'))}
        </Button>
        <Button variant="outlined" size="large" sx={{ ...touch, minWidth: 320 }} onClick={onCard}>
          {translate(words('enter_my_card'))}
        </Button>
      </Box>
    </Box>
  );
}
