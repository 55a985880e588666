import { greenFeeInput } from '@fairway/contract';
import { CheckboxGroupInput, SelectInput } from 'react-admin';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordNumberInput, RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { greenFeePlayerChoices, weekdayChoices } from '../tee_sheet_templates/teeSheetChoices';

/** A row of the green fee table: who (a member of a type, a guest, a visitor), which days and times, the fee. */
function GreenFeeInputs() {
  return (
    <>
      <SelectInput source="player" choices={greenFeePlayerChoices} isRequired />
      <RecordReferenceInput source="member_type_id" reference="member_types_master" />
      <CheckboxGroupInput source="weekdays" choices={weekdayChoices} />
      <RecordTextInput source="from_time" />
      <RecordTextInput source="to_time" />
      <RecordNumberInput source="amount_minor" />
    </>
  );
}

export function GreenFeeCreate() {
  return (
    <RecordCreate schema={greenFeeInput} defaultValues={{ player: 'guest' }}>
      <GreenFeeInputs />
    </RecordCreate>
  );
}

export function GreenFeeEdit() {
  return (
    <RecordEdit schema={greenFeeInput}>
      <GreenFeeInputs />
    </RecordEdit>
  );
}
