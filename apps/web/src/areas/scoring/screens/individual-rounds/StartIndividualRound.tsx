import { golfCourseEndpoints, scoringEndpoints } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { useSession } from '../../../../providers/session';
import { scoringPath } from '../../../../scoring/scoringPath';
import { type HolesChoice, HolesChoiceButtons, holesOf } from './HolesChoiceButtons';

type Where = 'club' | 'guest';

/**
 * Starting a round: at the active club from one of its tee sets, or as a guest at another club on Fairway from one of
 * that club's; either opens at once on the phone scoring page.
 */
export function StartIndividualRound() {
  const translate = useTranslate();
  const cache = useEndpointCache();
  const { active_golf_course_id } = useSession();
  const [where, setWhere] = useState<Where>('club');
  const [guestClub, setGuestClub] = useState<number | ''>('');
  const [teeSet, setTeeSet] = useState<number | ''>('');
  const [holes, setHoles] = useState<HolesChoice>('18');
  const asGuest = where === 'guest';
  const clubTeeSets = useGetList<{ id: number; name: string }>('hole_categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const clubs = useEndpointQuery(golfCourseEndpoints.registered, {}, { enabled: asGuest });
  const guestTeeSets = useEndpointQuery(
    scoringEndpoints.guestTeeSets,
    { query: { golf_course_id: Number(guestClub) } },
    { enabled: asGuest && guestClub !== '' },
  );
  const teeSets = asGuest ? (guestClub === '' ? [] : (guestTeeSets.data ?? [])) : (clubTeeSets.data ?? []);
  const start = useMutation({
    mutationFn: () => {
      const terms = {
        hole_category_id: Number(teeSet),
        ...holesOf(holes),
      };
      return asGuest
        ? callEndpoint(scoringEndpoints.startGuestRound, { body: { golf_course_id: Number(guestClub), ...terms } })
        : callEndpoint(scoringEndpoints.startIndividualRound, { body: terms });
    },
    onSuccess: (round) => {
      cache.invalidate(scoringEndpoints.individualRounds);
      if (round.player_round_group_id !== null) {
        window.location.assign(scoringPath(round.golf_course_name, round.player_round_group_id));
      }
    },
  });
  const problem = start.error ?? (asGuest ? (clubs.error ?? guestTeeSets.error) : null);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('fairway.individual_rounds.start_title')}
      sx={{ mb: 3, maxWidth: 560 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {translate('fairway.individual_rounds.start_title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={where}
          onChange={(_event, value: Where | null) => {
            if (!value) return;
            setWhere(value);
            setTeeSet('');
          }}
          aria-label={translate('fairway.individual_rounds.where_label')}
        >
          {(['club', 'guest'] as const).map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {translate(`fairway.individual_rounds.where.${choice}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {asGuest ? (
          <TextField
            select
            label={translate('fairway.individual_rounds.guest_club')}
            helperText={translate('fairway.individual_rounds.guest_help')}
            value={guestClub}
            onChange={(event) => {
              setGuestClub(Number(event.target.value));
              setTeeSet('');
            }}
            size="small"
          >
            {(clubs.data ?? [])
              .filter((club) => club.id !== active_golf_course_id)
              .map((club) => (
                <MenuItem key={club.id} value={club.id}>
                  {club.city_name ? `${club.name} · ${club.city_name}` : club.name}
                </MenuItem>
              ))}
          </TextField>
        ) : null}
        <TextField
          select
          label={translate('fairway.individual_rounds.tee_set')}
          value={teeSet}
          onChange={(event) => setTeeSet(Number(event.target.value))}
          disabled={asGuest && guestClub === ''}
          size="small"
        >
          {teeSets.map((tee) => (
            <MenuItem key={tee.id} value={tee.id}>
              {tee.name}
            </MenuItem>
          ))}
        </TextField>
        <HolesChoiceButtons value={holes} onChange={setHoles} />
        {problem ? <ErrorAlert>{problem.message}</ErrorAlert> : null}
        <Box>
          <Button variant="contained" disabled={teeSet === '' || start.isPending} onClick={() => start.mutate()}>
            {translate(asGuest ? 'fairway.individual_rounds.start_as_guest' : 'fairway.individual_rounds.start')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
