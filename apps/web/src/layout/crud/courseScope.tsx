import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useGetList, useStore, useTranslate } from 'react-admin';
import { useSession } from '../../providers/session';

/**
 * A super admin's page about any club's rows (`/hole_category`, `/hole_detail`): the course chosen decides which club
 * the list and forms read and write, sent as `X-Golf-Course` through `meta.golfCourseId` (decision 0034). Elsewhere
 * there is no scope and requests go for the session's active course.
 */
export interface CourseScope {
  golfCourseId: number;
  choose(golfCourseId: number): void;
}

const CourseScopeContext = createContext<CourseScope | null>(null);

/** The course a super admin's copy of a club's page is about, kept between its list and its forms. */
const STORE_KEY = 'fairway.course_scope';

export function useCourseScope(): CourseScope | null {
  return useContext(CourseScopeContext);
}

/** The `meta` of every data provider call of the page: the scope's course, or none (the active course). */
export function useCourseMeta(): { golfCourseId: number } | undefined {
  const scope = useCourseScope();
  return scope ? { golfCourseId: scope.golfCourseId } : undefined;
}

export function CourseScopeProvider({ children }: { children: ReactNode }) {
  const { active_golf_course_id } = useSession();
  const [chosen, choose] = useStore<number>(STORE_KEY, 0);
  const golfCourseId = chosen > 0 ? chosen : active_golf_course_id;
  return <CourseScopeContext.Provider value={{ golfCourseId, choose }}>{children}</CourseScopeContext.Provider>;
}

/** A page of a club's resource, about the course the super admin picks. */
export function scopedToCourse(Screen: ComponentType): ComponentType {
  function ScopedScreen() {
    return (
      <CourseScopeProvider>
        <Screen />
      </CourseScopeProvider>
    );
  }
  return ScopedScreen;
}

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
