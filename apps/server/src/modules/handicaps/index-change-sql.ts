import { type SQL, sql } from 'drizzle-orm';
import { memberIndexes, members } from '../../db/schema/index.js';

/**
 * A golfer's Handicap Index now less the one in force `months` months ago (the latest entry on or before that day),
 * as SQL over `members`; null when either is unknown.
 */
export function indexChangeSql(months: 3 | 12): SQL<number | null> {
  return sql<number | null>`(${members.handicap_index} - (select ${memberIndexes.handicap_index} from ${memberIndexes}
    where ${memberIndexes.member_id} = ${members.id}
      and ${memberIndexes.effective_on} <= (current_date - ${`${months} months`}::interval)::date
    order by ${memberIndexes.effective_on} desc limit 1))::float8`;
}
