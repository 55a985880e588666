import { eventManagerEndpoints, Role, userRoleEndpoints } from '@fairway/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiAccountStar } from '@mdi/js';
import { useState } from 'react';
import { SelectInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { callEndpoint, useEndpointQuery } from '../../../../providers/endpointClient';

/** The dialog's one field: the user who is granted the role, the path parameter of the grant. */
const grantee = userRoleEndpoints.grant.params;

/** Makes one of the club's users an organiser: grants them the event manager role, which opens their roster. */
export function MakeEventManager() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const candidates = useEndpointQuery(eventManagerEndpoints.candidates, {}, { enabled: open });
  const choices = (candidates.data ?? []).map((user) => ({ id: user.id, name: `${user.user_name} (${user.email})` }));

  const make = async ({ id }: { id: number }) => {
    await callEndpoint(userRoleEndpoints.grant, { params: { id }, body: { role: Role.eventManager } });
    const made = candidates.data?.find((user) => user.id === id);
    notify('fairway.event_managers.made', { type: 'success', messageArgs: { name: made?.user_name ?? '' } });
  };

  return (
    <>
      <Button startIcon={<MdiIcon path={mdiAccountStar} />} onClick={() => setOpen(true)}>
        {translate('fairway.event_managers.make')}
      </Button>
      {open ? (
        <RecordDialog
          title={translate('fairway.event_managers.make')}
          schema={grantee}
          resource="event_manager"
          record={{}}
          save={make}
          onSaved={() => {
            setOpen(false);
            void candidates.refetch();
            refresh();
          }}
          onClose={() => setOpen(false)}
          saveLabel="fairway.event_managers.make_button"
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('fairway.event_managers.make_hint')}
          </Typography>
          {candidates.data && candidates.data.length === 0 ? (
            <Typography>{translate('fairway.event_managers.no_candidates')}</Typography>
          ) : (
            <SelectInput
              source="id"
              label="fairway.event_managers.user"
              choices={choices}
              isPending={candidates.isPending}
              isRequired
            />
          )}
        </RecordDialog>
      ) : null}
    </>
  );
}
