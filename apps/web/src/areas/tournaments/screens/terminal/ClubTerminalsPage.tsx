import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import {
  type ClubTerminal,
  listClubTerminals,
  openTerminalHere,
  revokeClubTerminal,
} from '../../providers/terminalApi';
import { terminalScreenPath } from './terminalScreenPath';

const words = (key: string) => `fairway.terminal.${key}`;

/**
 * The club admin's terminals: opening this screen as one locks it to the terminal, whose screen ends the admin's
 * session (the terminal holds no one's); the club's terminals, each revoked here from another screen.
 */
export function ClubTerminalsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [name, setName] = useState(() => translate(words('default_name')));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [terminals, setTerminals] = useState<ClubTerminal[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    listClubTerminals().then(
      (answer) => current && setTerminals(answer),
      (error: unknown) => current && setRefusal(refusalOf(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await openTerminalHere(name);
    } catch (error) {
      setRefusal(refusalOf(error));
      setBusy(false);
      return;
    }
    navigate(terminalScreenPath);
  };
  const revoke = async (terminal: ClubTerminal) => {
    try {
      const revoked = await revokeClubTerminal(terminal.id);
      setTerminals((current) => current.map((each) => (each.id === revoked.id ? revoked : each)));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading subtitle={translate(words('open_hint'))}>{translate('fairway.menu.terminal')}</PageHeading>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Box component="form" onSubmit={open} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              label={translate(words('name'))}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ flex: '1 1 260px' }}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || !name.trim()}>
              {translate(words('open_and_lock'))}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(words('club_terminals'))}
      </Typography>
      {terminals.length === 0 ? (
        <Typography color="text.secondary">{translate(words('no_terminals'))}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {terminals.map((terminal) => (
            <Box component="li" key={terminal.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography sx={{ flex: 1 }}>
                {terminal.name}
                {terminal.revoked_at && ` (${translate(words('revoked'))})`}
              </Typography>
              {!terminal.revoked_at && (
                <Button color="error" onClick={() => void revoke(terminal)}>
                  {translate(words('revoke'))}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
