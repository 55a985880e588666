import { Labeled, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { PostingRecord } from '../member_payment/PostingRecord';

export function MemberExpencesRecord() {
  return (
    <PostingRecord>
      <Labeled source="member_name">
        <TextField source="member_name" />
      </Labeled>
      <Labeled source="date">
        <ClubDateField source="date" />
      </Labeled>
      <Labeled source="accounts_head_name">
        <TextField source="accounts_head_name" />
      </Labeled>
      <Labeled source="amount_minor">
        <ClubMoneyField source="amount_minor" />
      </Labeled>
      <Labeled source="description">
        <TextField source="description" emptyText="-" />
      </Labeled>
      <Labeled source="reference">
        <TextField source="reference" emptyText="-" />
      </Labeled>
    </PostingRecord>
  );
}
