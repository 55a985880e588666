import { SelectInput } from 'react-admin';

/** The `is_active` filter every master-data list has: retired records can be listed apart. */
export const activeFilter = (
  <SelectInput
    key="is_active"
    source="is_active"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={[
      { id: 'true', name: 'fairway.filter.active' },
      { id: 'false', name: 'fairway.filter.retired' },
    ]}
  />
);
