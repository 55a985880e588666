import { handicapIndexText } from '@fairway/golf';
import { BooleanField, FunctionField, NullableBooleanInput, TextField } from 'react-admin';
import { PhoneNumberField } from '../../../../layout/club/PhoneNumberField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { nameOf } from './nameOf';

const guestFilter = <NullableBooleanInput key="is_guest" source="is_guest" alwaysOn />;

/** The club's golfers: members and guests, with their current index; phones for the admins who call them. */
export function MemberList() {
  return (
    <ResourceList
      filters={[guestFilter]}
      csvText={{
        name: (record) => nameOf(record),
        handicap_index: (record) => handicapIndexText(record.handicap_index as number | null),
      }}
      columnWidths={{ membership_number: '9rem', handicap_index: '8rem', phone: '11rem' }}
    >
      <FunctionField source="name" render={(record) => nameOf(record)} />
      <TextField source="membership_number" />
      <BooleanField source="is_guest" />
      <FunctionField
        source="handicap_index"
        textAlign="right"
        render={(record) => handicapIndexText(record.handicap_index as number | null)}
      />
      <PhoneNumberField source="phone" sortable={false} />
    </ResourceList>
  );
}
