import { teeSheetTemplateInput } from '@fairway/contract';
import { CheckboxGroupInput, SelectInput } from 'react-admin';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { slotKindChoices, teesChoices, weekdayChoices } from './teeSheetChoices';

/** A template's days, season, starts, tees, and each slot's players and kind. */
function TeeSheetTemplateInputs() {
  return (
    <>
      <RecordTextInput source="name" />
      <CheckboxGroupInput source="weekdays" choices={weekdayChoices} />
      <RecordTextInput source="season_from" />
      <RecordTextInput source="season_to" />
      <RecordTextInput source="first_start" />
      <RecordTextInput source="last_start" />
      <RecordNumberInput source="interval_minutes" />
      <SelectInput source="tees" choices={teesChoices} />
      <RecordTextInput source="crossover" />
      <RecordNumberInput source="capacity" />
      <SelectInput source="kind" choices={slotKindChoices} />
    </>
  );
}

const defaults = { weekdays: [1, 2, 3, 4, 5, 6, 7], interval_minutes: 10, tees: 'one_tee', capacity: 4, kind: 'open' };

export function TeeSheetTemplateCreate() {
  return (
    <RecordCreate schema={teeSheetTemplateInput} defaultValues={defaults}>
      <TeeSheetTemplateInputs />
    </RecordCreate>
  );
}

export function TeeSheetTemplateEdit() {
  return (
    <RecordEdit schema={teeSheetTemplateInput}>
      <TeeSheetTemplateInputs />
    </RecordEdit>
  );
}
