import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import {
  attestAtTerminal,
  listTerminalAttestRequests,
  type TerminalAttestRequest,
  type TerminalGolfer,
} from '../../providers/terminalApi';

const words = (key: string) => `fairway.terminal.${key}`;
const touch = { minHeight: 64, fontSize: '1.25rem', textTransform: 'none' } as const;

/**
 * A marker at the terminal: they type their membership number, see the rounds for handicap they mark that wait for
 * their attest, and attest each (the round then makes its score record).
 */
export function TerminalMarkerScreen({ token, onDone }: { token: string; onDone(): void }) {
  const translate = useTranslate();
  const [number, setNumber] = useState('');
  const [golfer, setGolfer] = useState<TerminalGolfer | null>(null);
  const [requests, setRequests] = useState<TerminalAttestRequest[]>([]);
  const [attested, setAttested] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const typed = { membership_number: number };
    try {
      setRequests(await listTerminalAttestRequests(token, typed));
      setGolfer(typed);
      setRefusal(null);
    } catch (error) {
      setRefusal(refusalOf(error));
      setNumber('');
    }
    setBusy(false);
  };
  const attest = async (request: TerminalAttestRequest) => {
    setBusy(true);
    try {
      await attestAtTerminal(token, golfer!, request.id);
      setAttested((names) => [...names, request.member_name]);
      setRequests((waiting) => waiting.filter((each) => each.id !== request.id));
      setRefusal(null);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
    setBusy(false);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <Typography variant="h4" component="h2">
        {translate(words('attest_as_marker'))}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ fontSize: '1.1rem' }}>
          {refusal}
        </Alert>
      )}
      {attested.map((name) => (
        <Alert key={name} severity="success" sx={{ fontSize: '1.1rem' }}>
          {translate(words('round_attested'), { name })}
        </Alert>
      ))}
      {golfer ? (
        requests.length === 0 ? (
          <Typography variant="h6">{translate(words('no_attest_requests'))}</Typography>
        ) : (
          requests.map((request) => (
            <Box
              key={request.id}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 2,
              }}
            >
              <Typography variant="h6" sx={{ flex: 1 }}>
                {translate(words('attest_request'), {
                  name: request.member_name,
                  date: request.play_date,
                  gross: request.gross ?? '–',
                })}
              </Typography>
              <Button variant="contained" size="large" sx={touch} disabled={busy} onClick={() => void attest(request)}>
                {translate(words('attest'))}
              </Button>
            </Box>
          ))
        )
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={translate(words('membership_number'))}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            autoFocus
            required
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40, style: { fontSize: '2rem' } } }}
          />
          <Button type="submit" variant="contained" size="large" sx={touch} disabled={busy || !number.trim()}>
            {translate(words('show_attest_requests'))}
          </Button>
        </Box>
      )}
      <Button variant="outlined" size="large" sx={{ ...touch, maxWidth: 320 }} onClick={onDone}>
        {translate(words('done'))}
      </Button>
    </Box>
  );
}
