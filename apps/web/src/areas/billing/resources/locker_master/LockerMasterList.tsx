import { SelectField, SelectInput, TextField } from 'react-admin';
import { lockerStatusChoices } from './LockerMasterInputs';
import { ResourceList } from '../../../../layout/crud/ResourceList';

export function LockerMasterList() {
  return (
    <ResourceList
      filters={[
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={lockerStatusChoices}
          emptyText="fairway.filter.any"
        />,
      ]}
    >
      <TextField source="number" />
      <TextField source="locker_type_name" sortable={false} />
      <TextField source="location" />
      <SelectField source="status" choices={lockerStatusChoices} />
    </ResourceList>
  );
}
