import { generalPlayEndpoints, scoringEndpoints } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { type HolesChoice, HolesChoiceButtons, holesOf } from './HolesChoiceButtons';

/**
 * Registering a round of general play for handicap before starting it (WHS Rule 4.1): the tee set, the day and start
 * time, the holes and the marker, a golfer of the club with a Handicap Index. The round then shows among the golfer's
 * rounds, to score on the phone page; it counts once the marker attests it.
 */
export function RegisterGeneralPlay() {
  const translate = useTranslate();
  const cache = useEndpointCache();
  const [teeSet, setTeeSet] = useState<number | ''>('');
  const [playDate, setPlayDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const [holes, setHoles] = useState<HolesChoice>('18');
  const [marker, setMarker] = useState<number | ''>('');
  const teeSets = useGetList<{ id: number; name: string }>('hole_categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const markers = useEndpointQuery(generalPlayEndpoints.generalPlayMarkers, {});
  const register = useMutation({
    mutationFn: () =>
      callEndpoint(generalPlayEndpoints.registerGeneralPlay, {
        body: {
          hole_category_id: Number(teeSet),
          play_date: playDate,
          start_time: startTime,
          ...holesOf(holes),
          marker_member_id: Number(marker),
        },
      }),
    onSuccess: () => {
      cache.invalidate(scoringEndpoints.individualRounds);
      setMarker('');
    },
  });
  const ready = teeSet !== '' && playDate !== '' && startTime !== '' && marker !== '';
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('fairway.individual_rounds.general_play.title')}
      sx={{ mb: 3, maxWidth: 560 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {translate('fairway.individual_rounds.general_play.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.individual_rounds.general_play.intro')}
        </Typography>
        <TextField
          select
          label={translate('fairway.individual_rounds.tee_set')}
          value={teeSet}
          onChange={(event) => setTeeSet(Number(event.target.value))}
          size="small"
        >
          {(teeSets.data ?? []).map((tee) => (
            <MenuItem key={tee.id} value={tee.id}>
              {tee.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            type="date"
            label={translate('fairway.individual_rounds.general_play.play_date')}
            value={playDate}
            onChange={(event) => setPlayDate(event.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            type="time"
            label={translate('fairway.individual_rounds.general_play.start_time')}
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Box>
        <HolesChoiceButtons value={holes} onChange={setHoles} />
        <TextField
          select
          label={translate('fairway.individual_rounds.general_play.marker')}
          helperText={translate('fairway.individual_rounds.general_play.marker_help')}
          value={marker}
          onChange={(event) => setMarker(Number(event.target.value))}
          size="small"
        >
          {(markers.data ?? []).map((golfer) => (
            <MenuItem key={golfer.id} value={golfer.id}>
              {`${golfer.name} · ${golfer.handicap_index}`}
            </MenuItem>
          ))}
        </TextField>
        {register.error ? <ErrorAlert>{register.error.message}</ErrorAlert> : null}
        {markers.error ? <ErrorAlert>{markers.error.message}</ErrorAlert> : null}
        <Box>
          <Button variant="contained" disabled={!ready || register.isPending} onClick={() => register.mutate()}>
            {translate('fairway.individual_rounds.general_play.register')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
