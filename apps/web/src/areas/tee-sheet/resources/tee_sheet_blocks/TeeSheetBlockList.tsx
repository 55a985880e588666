import { SelectField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { blockKindChoices, teeChoices } from '../tee_sheet_templates/teeSheetChoices';

export function TeeSheetBlockList() {
  return (
    <ResourceList>
      <ClubDateField source="date" />
      <TextField source="from_time" />
      <TextField source="to_time" />
      <SelectField source="tee" choices={teeChoices} />
      <SelectField source="kind" choices={blockKindChoices} />
      <TextField source="reason" />
    </ResourceList>
  );
}
