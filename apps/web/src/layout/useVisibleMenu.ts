import { use, useMemo } from 'react';
import { roleIdsOf, useCurrentUser, useInitData } from '../providers/queries';
import { useSession } from '../providers/session';
import { AppAreasContext } from './appAreas';
import type { MenuEntry } from './menu/menuEntry';
import { visibleMenu } from './menu/visibleMenu';

/**
 * The menu of the signed-in user in the active course: their roles, the individual-rounds flag and the club's own
 * settings, whether they are a golfer of the club, their courses, and whether a course is chosen at all.
 */
export function useVisibleMenu(): MenuEntry[] {
  const { menu } = use(AppAreasContext);
  const { data: user } = useCurrentUser();
  const { data: init } = useInitData();
  const { active_golf_course_id } = useSession();
  const courseChosen = active_golf_course_id > 0;
  return useMemo(() => {
    const club = init?.data.find((course) => course.id === active_golf_course_id);
    return visibleMenu(menu, {
      roles: roleIdsOf(user),
      showIndividualRounds: user?.show_individual_rounds ?? false,
      clubIndividualRounds: club?.individual_rounds_enabled ?? false,
      clubOwnStatements: club?.members_read_own_statement ?? false,
      clubCompetitionPurse: club?.competition_purse ?? false,
      golferOfClub: club !== undefined && (club.is_member || club.is_guest),
      golfCourseCount: init?.data.length ?? 0,
      courseChosen,
    });
  }, [menu, user, init, active_golf_course_id, courseChosen]);
}
