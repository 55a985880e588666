import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import { useCourseScope } from './courseScope';

// Apart from courseScope.tsx: the resource declarations import that one, and MUI's text field would ride with them
// into the first screen's download.
/** The picker of the course a scoped list shows; on a form it only names the course, which does not change there. */
export function CourseScopePicker({ readOnly = false }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const scope = useCourseScope();
  const { data = [] } = useGetList<{ id: number; name: string }>('golf_courses', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!scope) return null;
  const known = data.some((course) => course.id === scope.golfCourseId);
  return (
    <TextField
      select
      size="small"
      label={translate('fairway.golf_courses.scope')}
      value={known ? scope.golfCourseId : ''}
      onChange={(event) => scope.choose(Number(event.target.value))}
      disabled={readOnly}
      sx={{ minWidth: 220 }}
    >
      {data.map((course) => (
        <MenuItem key={course.id} value={course.id}>
          {course.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
