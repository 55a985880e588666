import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-admin';
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
