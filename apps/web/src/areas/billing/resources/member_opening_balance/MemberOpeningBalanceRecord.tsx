import { Labeled, TextField } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { PostingRecord } from '../member_payment/PostingRecord';

export function MemberOpeningBalanceRecord() {
  return (
    <PostingRecord>
      <Labeled source="member_name">
        <TextField source="member_name" />
      </Labeled>
      <Labeled source="as_of_date">
        <ClubDateField source="as_of_date" />
      </Labeled>
      <Labeled source="amount_minor">
        <ClubMoneyField source="amount_minor" />
      </Labeled>
    </PostingRecord>
  );
}
