import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEntry } from '../../db/schema/index.js';

/** The `.ics` file of a calendar entry: published when it stands, a cancellation of the same entry when it does not. */
export function calendarFile(entry: CalendarEntry): string {
  const calendar = ical({
    name: entry.name,
    prodId: { company: 'Fairway', product: 'Tee sheet' },
    method: entry.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: entry.id,
    start: new Date(entry.start),
    end: new Date(entry.end),
    summary: entry.summary,
    description: entry.description,
    location: entry.location,
    status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
