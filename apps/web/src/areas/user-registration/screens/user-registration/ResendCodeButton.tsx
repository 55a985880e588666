import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { resendOtp } from '../../providers/userRegistrationApi';
import { refusalText, secondsToWait } from './waitAfter';

/**
 * "Send a new code": usable once a minute (the first minute counted from the page's opening, right after the code
 * was mailed); until then it says in how many seconds.
 */
export function ResendCodeButton({ uid, onSent }: { uid: string; onSent: (words: string) => void }) {
  const translate = useTranslate();
  const [readyAt, setReadyAt] = useState(() => Date.now() + 60_000);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const wait = Math.max(0, Math.ceil((readyAt - now) / 1000));

  const send = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const { detail } = await resendOtp({ uid });
      onSent(detail);
      setReadyAt(Date.now() + 60_000);
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) setReadyAt(Date.now() + seconds * 1000);
      else setRefusal(refusalText(error));
    } finally {
      setBusy(false);
      setNow(Date.now());
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void send()}
        disabled={busy || wait > 0}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('fairway.verify_email.resend')}
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {wait > 0
          ? translate('fairway.verify_email.resend_in', { seconds: wait, smart_count: wait })
          : translate('fairway.verify_email.resend_now')}
      </Typography>
      {refusal ? (
        <Typography variant="body2" color="error" role="alert">
          {refusal}
        </Typography>
      ) : null}
    </>
  );
}
