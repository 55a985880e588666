import { BooleanField, TextField } from 'react-admin';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function PrizeTypeList() {
  return (
    <ResourceList filters={[activeFilter]}>
      <TextField source="name" />
      <TextField source="description" sortable={false} />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
