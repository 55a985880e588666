import { NumberField, TextField } from 'react-admin';
import { ResourceList } from '../../layout/crud/ResourceList';

export function GolfCourseHoleList() {
  return (
    <ResourceList>
      <NumberField source="number" />
      <TextField source="name" />
      <NumberField source="par" />
      <NumberField source="stroke_index" />
      <NumberField source="stroke_index_ladies" sortable={false} />
    </ResourceList>
  );
}
