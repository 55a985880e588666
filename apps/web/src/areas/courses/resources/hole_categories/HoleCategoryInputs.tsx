import { teeSetGenders } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export const teeSetGenderChoices = teeSetGenders.map((gender) => ({
  id: gender,
  name: `fairway.courses.tee_set_genders.${gender}`,
}));

export function HoleCategoryInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <RecordTextInput source="colour" type="color" />
      <SelectInput source="gender" choices={teeSetGenderChoices} />
      <RecordNumberInput source="sort_order" />
    </>
  );
}
