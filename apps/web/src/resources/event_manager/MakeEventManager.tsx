import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiAccountStar } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { MdiIcon } from '../../layout/MdiIcon';
import { httpClient, HttpError } from '../../providers/httpClient';

interface Candidate {
  id: number;
  user_name: string;
  email: string;
}

/** Makes one of the club's users an organiser: grants them the event manager role, which opens their roster. */
export function MakeEventManager() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: ['eventManagerCandidates'],
    enabled: open,
    queryFn: async () =>
      (await httpClient<Candidate[]>('/api/event_manager/user_list_non_connected_event_manager/')).json,
  });
  const close = () => {
    setOpen(false);
    setChosen('');
    setError(null);
  };
  const make = async () => {
    const candidate = candidates.data?.find((user) => String(user.id) === chosen);
    if (!candidate) return;
    try {
      await httpClient(`/api/users/${candidate.id}/roles/`, { method: 'POST', body: { role: 10 } });
      notify('fairway.event_managers.made', { type: 'success', messageArgs: { name: candidate.user_name } });
      close();
      await candidates.refetch();
      refresh();
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : translate('fairway.form.unreachable'));
    }
  };
  return (
    <>
      <Button startIcon={<MdiIcon path={mdiAccountStar} />} onClick={() => setOpen(true)}>
        {translate('fairway.event_managers.make')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="make-event-manager-title">
        <DialogTitle id="make-event-manager-title">{translate('fairway.event_managers.make')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('fairway.event_managers.make_hint')}
          </Typography>
          {error ? (
            <Box sx={{ mb: 2 }}>
              <ErrorAlert>{error}</ErrorAlert>
            </Box>
          ) : null}
          {candidates.data && candidates.data.length === 0 ? (
            <Typography>{translate('fairway.event_managers.no_candidates')}</Typography>
          ) : (
            <TextField
              select
              fullWidth
              label={translate('fairway.event_managers.user')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {(candidates.data ?? []).map((user) => (
                <MenuItem key={user.id} value={String(user.id)}>
                  {user.user_name} ({user.email})
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={chosen === ''} onClick={() => void make()}>
            {translate('fairway.event_managers.make_button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
