import { teeSheetTemplateInput } from '@fairway/contract';
import { ArrayInput, CheckboxGroupInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { slotKindChoices, teesChoices, weekdayChoices } from './teeSheetChoices';

/**
 * A template's days, season, starts, tees, each slot's players and kind, and the parts of the day whose times take
 * other players or another kind (two-balls only, members', ladies', visitors', society times).
 */
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
      <ArrayInput source="time_ranges">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="from" label="fairway.tee_times.time_range.from" />
          <TextInput source="to" label="fairway.tee_times.time_range.to" />
          <NumberInput source="capacity" label="fairway.tee_times.time_range.capacity" min={1} max={4} />
          <SelectInput
            source="kind"
            label="fairway.tee_times.time_range.kind"
            choices={slotKindChoices}
            emptyText="fairway.tee_times.time_range.template_kind"
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const defaults = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  interval_minutes: 10,
  tees: 'one_tee',
  capacity: 4,
  kind: 'open',
  time_ranges: [],
};

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
