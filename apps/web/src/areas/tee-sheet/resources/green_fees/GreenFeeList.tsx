import { FunctionField, ReferenceField, SelectField, TextField, useTranslate } from 'react-admin';
import { ClubMoneyField } from '../../../../layout/club/ClubMoneyField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { greenFeePlayerChoices } from '../tee_sheet_templates/teeSheetChoices';

export function GreenFeeList() {
  const translate = useTranslate();
  return (
    <ResourceList>
      <SelectField source="player" choices={greenFeePlayerChoices} />
      <ReferenceField source="member_type_id" reference="member_types_master" link={false} emptyText="–" />
      <FunctionField
        source="weekdays"
        render={(fee: { weekdays: number[] | null }) =>
          fee.weekdays?.map((day) => translate(`fairway.tee_times.weekdays.${day}`)).join(', ') ?? '–'
        }
      />
      <TextField source="from_time" emptyText="–" />
      <TextField source="to_time" emptyText="–" />
      <ClubMoneyField source="amount_minor" textAlign="right" />
    </ResourceList>
  );
}
