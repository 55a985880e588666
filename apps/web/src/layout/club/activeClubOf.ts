import { toDateFormat, type ClubDateSettings } from './formatClubDate';
import type { GolfCourseChoice } from '../../providers/api';

/** The course chosen in the session, with the settings its screens are shown in. */
export interface ActiveClub extends ClubDateSettings {
  id: number;
  name: string;
  logo: string | null;
  distanceUnit: 'yards' | 'metres';
  /** ISO 4217 code, e.g. `GBP`. */
  currency: string;
  /** The signed-in person is a guest of the club (a golfer tied to it as a guest). */
  isGuest: boolean;
  /** The club's setting: its members and guests play and record rounds of their own. */
  individualRoundsEnabled: boolean;
  /** The club's setting: its members may read their own account statement. */
  membersReadOwnStatement: boolean;
  /** ISO 3166 code, e.g. `GB`: its phone numbers are shown in that country's national format. */
  country: string | null;
}

const knownTimeZones = new Map<string, boolean>();

/** Asked once per zone: each screen's first draw reads the club, and making a formatter costs a slice of a long task. */
function isTimeZone(value: string): boolean {
  let known = knownTimeZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    knownTimeZones.set(value, known);
  }
  return known;
}

/** A course of the init data as the screens use it; a time zone this browser does not know is read as UTC. */
export function activeClubOf(course: GolfCourseChoice): ActiveClub {
  return {
    id: course.id,
    name: course.name,
    logo: course.logo,
    timeZone: isTimeZone(course.time_zone) ? course.time_zone : 'UTC',
    dateFormat: toDateFormat(course.date_format),
    distanceUnit: course.distance_unit,
    currency: course.currency,
    isGuest: course.is_guest,
    individualRoundsEnabled: course.individual_rounds_enabled,
    membersReadOwnStatement: course.members_read_own_statement,
    country: course.country,
  };
}
