import { useMemo } from 'react';
import { activeClubOf, type ActiveClub } from './activeClubOf';
import { useInitData } from '../../providers/queries';
import { useSession } from '../../providers/session';

export type { ActiveClub };

/**
 * The active course (`GET /api/init/` entry of the session's course). `null` when no course is chosen (or the
 * chosen one is not among the user's courses); `undefined` while the init data is still on its way, so that nothing is
 * shown in the wrong time zone first.
 */
export function useActiveClub(): ActiveClub | null | undefined {
  const { active_golf_course_id } = useSession();
  const init = useInitData();
  const course = init.data?.data.find((choice) => choice.id === active_golf_course_id);
  const known = active_golf_course_id === 0 || init.isError || init.data !== undefined;
  return useMemo(() => {
    if (course) return activeClubOf(course);
    return known ? null : undefined;
  }, [course, known]);
}

/**
 * The country a phone number is of when typed without its country code, and whose national format phone numbers
 * are shown in: the active club's; null without a club; undefined while the init data is on its way.
 */
export function usePhoneCountry(): string | null | undefined {
  const club = useActiveClub();
  return club === undefined ? undefined : (club?.country ?? null);
}
