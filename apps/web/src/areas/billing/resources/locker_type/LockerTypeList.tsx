import { TextField } from 'react-admin';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function LockerTypeList() {
  return (
    <ResourceList>
      <TextField source="name" />
      <TextField source="description" sortable={false} />
    </ResourceList>
  );
}
