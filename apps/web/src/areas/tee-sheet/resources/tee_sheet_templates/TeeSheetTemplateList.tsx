import { NumberField, SelectField, TextField } from 'react-admin';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { slotKindChoices, teesChoices } from './teeSheetChoices';

export function TeeSheetTemplateList() {
  return (
    <ResourceList>
      <TextField source="name" />
      <TextField source="first_start" />
      <TextField source="last_start" />
      <NumberField source="interval_minutes" />
      <SelectField source="tees" choices={teesChoices} />
      <NumberField source="capacity" />
      <SelectField source="kind" choices={slotKindChoices} />
    </ResourceList>
  );
}
