import type { eventManagerRecord } from '@fairway/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { PageHeading } from '../../layout/crud/PageHeading';
import { httpClient } from '../../providers/httpClient';
import { Roster } from './Roster';

type EventManager = z.output<typeof eventManagerRecord>;

/** An event manager's own players (Admin > Users for an organiser). */
export function OwnRoster() {
  const translate = useTranslate();
  const own = useQuery({
    queryKey: ['ownOrganiser'],
    queryFn: async () =>
      (await httpClient<{ results: EventManager[] }>('/api/event_manager/?is_active=true')).json.results[0] ?? null,
  });
  if (own.isPending) return null;
  return (
    <>
      <PageHeading>{translate('fairway.roster.my_players')}</PageHeading>
      {own.data ? (
        <Roster eventManagerId={own.data.id} />
      ) : (
        <Typography color="text.secondary">{translate('fairway.roster.not_organiser')}</Typography>
      )}
    </>
  );
}
