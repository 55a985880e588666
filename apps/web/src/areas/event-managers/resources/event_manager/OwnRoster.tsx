import type { eventManagerRecord } from '@fairway/contract';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { usePageLabel } from '../../../../layout/pageLabel';
import { Roster } from './Roster';

type EventManager = z.output<typeof eventManagerRecord>;

/** An event manager's own players (Admin > Users for an organiser). */
export function OwnRoster() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  // The event_manager list answers an organiser their own record alone.
  const own = useGetList<EventManager>('event_manager', {
    filter: { is_active: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: '', order: 'ASC' },
  });
  if (own.isPending) return null;
  const organiser = own.data?.[0];
  return (
    <>
      <PageHeading subtitle={translate('fairway.roster.my_players')}>
        {translate(pageLabel ?? 'fairway.menu.admin-users')}
      </PageHeading>
      {organiser ? (
        <Roster eventManagerId={organiser.id} />
      ) : (
        <Typography color="text.secondary">{translate('fairway.roster.not_organiser')}</Typography>
      )}
    </>
  );
}
