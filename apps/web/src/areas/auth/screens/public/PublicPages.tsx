import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

function Article({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="article" spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function SignInButton() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/auth/log-in" variant="contained" sx={{ alignSelf: 'flex-start' }}>
      {translate('fairway.public.sign_in')}
    </Button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** `/privacy-policy`. Long-form page text lives with its page; labels live in the i18n file. */
export function PrivacyPolicy() {
  return (
    <Article title="Privacy Policy">
      <Typography>
        Fairway is run by your golf club, or by whoever hosts Fairway for it. This page says what Fairway keeps about
        you, why, and what you can ask for.
      </Typography>
      <Section title="What Fairway keeps">
        <Typography component="div">
          <ul>
            <li>Your account: name, e-mail address, phone number, and a hash of your password (never the password).</li>
            <li>Your place in each club: membership, roles, lockers, charges and payments the club records.</li>
            <li>Your golf: rounds, scores, contest results, handicap indexes and tournament entries.</li>
            <li>
              A record of sign-ins and of changes made in Fairway (who changed what and when), kept so the club can
              check its books and results.
            </li>
          </ul>
        </Typography>
      </Section>
      <Section title="Why">
        <Typography>
          To run the club: sign you in, show you the screens of your role, keep scores and leaderboards, work out
          handicaps and results, and send the bills and statements your membership calls for. Fairway does not sell
          data, show advertising, or use it for anything else.
        </Typography>
      </Section>
      <Section title="In your browser">
        <Typography>
          Fairway stores two things in your browser: your sign-in token and chosen golf course (under
          golfAPP_userState), removed when you log out, and your light or dark theme choice (under app_theme). It loads
          no third-party scripts, fonts, trackers or analytics.
        </Typography>
      </Section>
      <Section title="Who sees it">
        <Typography>
          People in your club see what their role needs: club administrators manage members and billing, event managers
          run rounds and contests, and members see leaderboards and results. Another club sees nothing of yours.
          Fairway&apos;s super administrators look after the system as a whole.
        </Typography>
      </Section>
      <Section title="Your choices">
        <Typography>
          You can ask your club to show you what Fairway keeps about you, to correct it, or to close your account.
          Results of competitions you played and financial records may be kept for as long as the club&apos;s rules or
          the law require. Ask your club administrator, who can reach whoever hosts Fairway.
        </Typography>
      </Section>
    </Article>
  );
}

/** `/about` */
export function About() {
  const translate = useTranslate();
  return (
    <Article title="About Fairway">
      <Typography>
        Fairway is a web application for golf clubs. One installation serves many clubs, each seeing only its own
        courses, members and competitions.
      </Typography>
      <Section title="What it does">
        <Typography component="div">
          <ul>
            <li>Golf courses and their holes, with the indexes and yardages your scoring needs.</li>
            <li>Members, memberships, lockers, charges, payments, billing and account statements.</li>
            <li>Tournaments with leaderboards that move while rounds are played, prizes and winner history.</li>
            <li>Rounds entered hole by hole on a phone, and longest-drive and nearest-to-the-pin contests.</li>
            <li>Handicap analysis and performance, news for the club, and the people who run it all.</li>
          </ul>
        </Typography>
      </Section>
      <Section title="Who it is for">
        <Typography>
          Club administrators, event managers, members and guests: each signs in, chooses the club to work in, and sees
          the screens of their role.
        </Typography>
      </Section>
      <Section title="Joining Fairway">
        <Typography component="div">
          <ul>
            <li>
              {translate('fairway.login.golfer_prompt')}{' '}
              <Link component={RouterLink} to="/golf-courses">
                {translate('fairway.public.register_golfer')}
              </Link>
              : once the club approves you, Fairway mails you a link to set your password.
            </li>
            <li>
              {translate('fairway.login.club_prompt')}{' '}
              <Link component={RouterLink} to="/golf-course-registration">
                {translate('fairway.public.register_club')}
              </Link>
              : once Fairway&apos;s administrators approve it, you are its administrator and are mailed a link to set
              your password.
            </li>
          </ul>
        </Typography>
      </Section>
      <SignInButton />
    </Article>
  );
}

/** Who `/thank-you` thanks: `?registered=club` after a club's registration, `player` after a golfer confirms the code. */
type Registered = 'club' | 'player' | null;

function ClubNextSteps() {
  return (
    <ol>
      <li>Fairway&apos;s administrators review your club&apos;s registration.</li>
      <li>
        Once it is approved, the contact you named is mailed a link to set a password, and becomes the club&apos;s
        administrator on Fairway. If it cannot be approved, the mail says why.
      </li>
      <li>Sign in, choose your club, and set up its courses, members and competitions.</li>
    </ol>
  );
}

function PlayerNextSteps() {
  return (
    <ol>
      <li>Your e-mail address is confirmed.</li>
      <li>The golf club reviews your registration.</li>
      <li>
        Once the club approves you, you are mailed a link to set your password; then sign in and choose your club.
      </li>
    </ol>
  );
}

/** `/thank-you`: where registrations land, saying what happens next to whoever registered. */
export function ThankYou() {
  const [search] = useSearchParams();
  const registered: Registered =
    search.get('registered') === 'club' ? 'club' : search.get('registered') === 'player' ? 'player' : null;
  return (
    <Article title="Thank you">
      <Typography>
        {registered === 'club'
          ? "Your club's registration has reached Fairway. Here is what happens next."
          : 'Your registration has reached Fairway. Here is what happens next.'}
      </Typography>
      {registered === 'club' ? (
        <Section title="Next steps">
          <Typography component="div">
            <ClubNextSteps />
          </Typography>
        </Section>
      ) : registered === 'player' ? (
        <Section title="Next steps">
          <Typography component="div">
            <PlayerNextSteps />
          </Typography>
        </Section>
      ) : (
        <>
          <Section title="If you registered a club">
            <Typography component="div">
              <ClubNextSteps />
            </Typography>
          </Section>
          <Section title="If you registered as a golfer">
            <Typography component="div">
              <PlayerNextSteps />
            </Typography>
          </Section>
        </>
      )}
      <Typography>
        {registered === 'club'
          ? 'If no e-mail arrives within a few days, look in your spam folder.'
          : 'If no e-mail arrives within a few days, look in your spam folder, or ask the club.'}
      </Typography>
      <SignInButton />
    </Article>
  );
}
