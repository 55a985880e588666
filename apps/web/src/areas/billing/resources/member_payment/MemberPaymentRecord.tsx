import { Labeled, SelectField, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { modeChoices } from './postingChoices';
import { PostingRecord } from './PostingRecord';

export function MemberPaymentRecord() {
  return (
    <PostingRecord>
      <Labeled source="member_name">
        <TextField source="member_name" />
      </Labeled>
      <Labeled source="date">
        <ClubDateField source="date" />
      </Labeled>
      <Labeled source="mode">
        <SelectField source="mode" choices={modeChoices} />
      </Labeled>
      <Labeled source="amount_minor">
        <ClubMoneyField source="amount_minor" />
      </Labeled>
      <Labeled source="reference">
        <TextField source="reference" emptyText="-" />
      </Labeled>
    </PostingRecord>
  );
}
