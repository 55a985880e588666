import { memberGenders } from '@fairway/contract';
import { BooleanInput, SelectInput } from 'react-admin';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordPhoneNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';

const genderChoices = memberGenders.map((gender) => ({ id: gender, name: `fairway.members.genders.${gender}` }));

export function MemberInputs() {
  return (
    <>
      <RecordTextInput source="first_name" />
      <RecordTextInput source="last_name" />
      <SelectInput source="gender" choices={genderChoices} emptyText="fairway.members.gender_unknown" />
      <RecordTextInput source="email" type="email" />
      <RecordPhoneNumberInput source="phone" />
      <ClubDateInput source="date_of_birth" />
      <RecordTextInput source="federation_number" />
    </>
  );
}

/** The new golfer's tie to this club, made with them. */
export function MembershipInputs() {
  return (
    <>
      <RecordTextInput source="membership_number" />
      <BooleanInput source="is_guest" />
      <ClubDateInput source="joined_on" />
    </>
  );
}
