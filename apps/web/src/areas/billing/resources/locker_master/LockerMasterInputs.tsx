import { lockerStatuses } from '@fairway/contract';
import { SelectInput } from 'react-admin';
import { RecordReferenceInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

export const lockerStatusChoices = lockerStatuses.map((status) => ({
  id: status,
  name: `fairway.billing.locker_statuses.${status}`,
}));

export function LockerMasterInputs() {
  return (
    <>
      <RecordTextInput source="number" />
      <RecordReferenceInput source="locker_type_id" reference="locker_type" />
      <RecordTextInput source="location" />
      <SelectInput source="status" choices={lockerStatusChoices} />
    </>
  );
}
