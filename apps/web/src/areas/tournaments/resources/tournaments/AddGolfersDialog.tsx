import { tournamentEndpoints, type tournamentRecord } from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint, useEndpointQuery } from '../../../../providers/endpointClient';
import { refusalOf } from '../../../../layout/crud/refusalOf';

type Tournament = z.output<typeof tournamentRecord>;

/** A number typed in a filter, or nothing while it is empty or not a number. */
const numberOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/**
 * "Add golfers": the golfers who can still be entered (the club's, and the series' event manager's roster), found by
 * name and narrowed by gender, index band and category, picked with checkboxes and entered in one call: all of them,
 * or none and the refusal in the server's words.
 */
export function AddGolfersDialog({
  tournament,
  onClose,
  onEntered,
}: {
  tournament: Tournament;
  onClose(): void;
  onEntered(count: number): void;
}) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [gender, setGender] = useState('');
  const [minIndex, setMinIndex] = useState('');
  const [maxIndex, setMaxIndex] = useState('');
  const [category, setCategory] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useDeferredValue({
    tournament_id: tournament.id,
    search: search.trim() || undefined,
    gender: (gender || undefined) as 'M' | 'F' | undefined,
    min_index: numberOf(minIndex),
    max_index: numberOf(maxIndex),
    category: category || undefined,
  });
  const candidates = useEndpointQuery(tournamentEndpoints.candidates, { query });
  const shown = candidates.data ?? [];
  const toggle = (memberId: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });
  const allShownChosen = shown.length > 0 && shown.every((candidate) => chosen.has(candidate.member_id));

  const enter = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await callEndpoint(tournamentEndpoints.bulkEnter, {
        body: { tournament_id: tournament.id, member_ids: [...chosen] },
      });
      onEntered(answer.entered);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="add-golfers-title">
      <DialogTitle id="add-golfers-title">
        {translate('fairway.tournaments.field.add_title', { name: tournament.name })}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1, mb: 1 }}>
          <TextField
            size="small"
            label={translate('fairway.tournaments.field.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: '1 1 14rem' }}
          />
          <TextField
            size="small"
            select
            label={translate('resources.tournament_members.fields.gender')}
            value={gender}
            onChange={(event) => setGender(event.target.value)}
            sx={{ width: '9rem' }}
          >
            <MenuItem value="">{translate('fairway.tournaments.field.any_gender')}</MenuItem>
            <MenuItem value="M">{translate('fairway.tournaments.genders.M')}</MenuItem>
            <MenuItem value="F">{translate('fairway.tournaments.genders.F')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            type="number"
            label={translate('fairway.tournaments.field.min_index')}
            value={minIndex}
            onChange={(event) => setMinIndex(event.target.value)}
            slotProps={{ htmlInput: { step: 0.1 } }}
            sx={{ width: '7.5rem' }}
          />
          <TextField
            size="small"
            type="number"
            label={translate('fairway.tournaments.field.max_index')}
            value={maxIndex}
            onChange={(event) => setMaxIndex(event.target.value)}
            slotProps={{ htmlInput: { step: 0.1 } }}
            sx={{ width: '7.5rem' }}
          />
          {tournament.categories.length > 0 ? (
            <TextField
              size="small"
              select
              label={translate('resources.tournament_members.fields.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              sx={{ width: '9rem' }}
            >
              <MenuItem value="">{translate('fairway.filter.any')}</MenuItem>
              {tournament.categories.map((option) => (
                <MenuItem key={option.name} value={option.name}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
        {candidates.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        {candidates.error ? <ErrorAlert>{refusalOf(candidates.error)}</ErrorAlert> : null}
        {shown.length > 0 ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={allShownChosen}
                onChange={() =>
                  setChosen((before) => {
                    const next = new Set(before);
                    for (const candidate of shown) {
                      if (allShownChosen) next.delete(candidate.member_id);
                      else next.add(candidate.member_id);
                    }
                    return next;
                  })
                }
              />
            }
            label={translate('fairway.tournaments.field.select_all')}
          />
        ) : null}
        {!candidates.isPending && shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {translate('fairway.tournaments.field.candidates_none')}
          </Typography>
        ) : null}
        <List dense aria-label={translate('fairway.tournaments.field.add')}>
          {shown.map((candidate) => (
            <ListItem key={candidate.member_id} dense divider>
              <FormControlLabel
                sx={{ flex: 1, mr: 0 }}
                control={
                  <Checkbox checked={chosen.has(candidate.member_id)} onChange={() => toggle(candidate.member_id)} />
                }
                label={
                  <ListItemText
                    primary={candidate.name}
                    secondary={[
                      handicapIndexText(candidate.handicap_index) || '–',
                      candidate.gender ? translate(`fairway.tournaments.genders.${candidate.gender}`) : '',
                      candidate.category,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                }
              />
              {candidate.on_roster ? (
                <Chip size="small" label={translate('fairway.tournaments.field.roster')} sx={{ ml: 1 }} />
              ) : candidate.is_guest ? (
                <Chip size="small" label={translate('fairway.tournaments.field.guest')} sx={{ ml: 1 }} />
              ) : null}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={chosen.size === 0 || saving} onClick={() => void enter()}>
          {translate('fairway.tournaments.field.add_selected', { smart_count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
