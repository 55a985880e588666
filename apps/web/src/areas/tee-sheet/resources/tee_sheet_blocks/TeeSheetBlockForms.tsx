import { teeSheetBlockInput } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordCreate, RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { blockKindChoices, teeChoices } from '../tee_sheet_templates/teeSheetChoices';

/** A part of a day kept off the sheet: the day, from and up to when (the whole day without them), a tee, why. */
function TeeSheetBlockInputs() {
  return (
    <>
      <ClubDateInput source="date" isRequired />
      <RecordTextInput source="from_time" />
      <RecordTextInput source="to_time" />
      <SelectInput source="tee" choices={teeChoices} emptyText="fairway.tee_times.both_tees" />
      <SelectInput source="kind" choices={blockKindChoices} isRequired />
      <RecordTextInput source="reason" />
    </>
  );
}

export function TeeSheetBlockCreate() {
  return (
    <RecordCreate schema={teeSheetBlockInput} defaultValues={{ kind: 'maintenance' }}>
      <TeeSheetBlockInputs />
    </RecordCreate>
  );
}

export function TeeSheetBlockEdit() {
  return (
    <RecordEdit schema={teeSheetBlockInput}>
      <TeeSheetBlockInputs />
    </RecordEdit>
  );
}
