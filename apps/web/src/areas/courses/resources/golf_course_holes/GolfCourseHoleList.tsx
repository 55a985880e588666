import Button from '@mui/material/Button';
import { NumberField, TextField, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCourseScope } from '../../../../layout/crud/courseScope';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { courseCardPath } from './card/courseCardPath';

export function GolfCourseHoleList() {
  const translate = useTranslate();
  // The whole card is the active club's: a super admin's copy about another club does not offer it.
  const scoped = useCourseScope() !== null;
  return (
    <ResourceList
      headingActions={
        scoped ? undefined : (
          <Button component={RouterLink} to={courseCardPath} variant="outlined">
            {translate('fairway.card.open')}
          </Button>
        )
      }
    >
      <NumberField source="number" />
      <TextField source="name" />
      <NumberField source="par" />
      <NumberField source="stroke_index" />
      <NumberField source="stroke_index_ladies" sortable={false} />
    </ResourceList>
  );
}
