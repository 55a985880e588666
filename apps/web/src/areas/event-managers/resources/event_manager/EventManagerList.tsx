import { Role } from '@fairway/contract';
import { BooleanField, NumberField, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { MakeEventManager } from './MakeEventManager';

/** The club's organisers: open one to manage their roster; its admins make a user of the club an organiser. */
export function EventManagerList() {
  const roles = roleIdsOf(useCurrentUser().data);
  const runsTheClub = roles.includes(Role.admin) || roles.includes(Role.superAdmin);
  return (
    <ResourceList
      filters={[activeFilter]}
      columnWidths={{ user_name: '12rem', email: '15rem', roster_size: '7rem' }}
      headingActions={runsTheClub ? <MakeEventManager /> : undefined}
    >
      <TextField source="user_name" />
      <TextField source="email" />
      <TextField source="organisation" />
      <NumberField source="roster_size" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
    </ResourceList>
  );
}
