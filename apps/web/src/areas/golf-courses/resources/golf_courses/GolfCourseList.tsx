import { golfCourseStatuses, type golfCourseRecord } from '@fairway/contract';
import Avatar from '@mui/material/Avatar';
import { FunctionField, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import type { z } from 'zod';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { useIsSuperAdmin } from './useIsSuperAdmin';

type GolfCourse = z.output<typeof golfCourseRecord>;

export const statusChoices = golfCourseStatuses.map((status) => ({
  id: status,
  name: `fairway.golf_courses.status.${status}`,
}));

const statusFilter = (
  <SelectInput key="status" source="status" alwaysOn emptyText="fairway.filter.any" choices={statusChoices} />
);

/** A super admin's list of every club (by status); an admin's list holds their own club only. */
export function GolfCourseList() {
  const isSuperAdmin = useIsSuperAdmin();
  return (
    <ResourceList
      filters={isSuperAdmin ? [statusFilter] : []}
      columnWidths={{ logo: '5rem' }}
      csvText={{ logo: (course) => String(course.logo ?? '') }}
    >
      <FunctionField<GolfCourse>
        source="logo"
        sortable={false}
        render={(course) => <Avatar src={course.logo ?? undefined} alt="" variant="rounded" />}
      />
      <TextField source="name" />
      <TextField source="city_name" />
      <NumberField source="holes_count" sortable={false} />
      <SelectField source="status" choices={statusChoices} />
    </ResourceList>
  );
}
