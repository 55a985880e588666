import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEntry, MailAttachment } from '../../db/schema/index.js';

/** The `.ics` file of a calendar entry: published when it stands, a cancellation of the same entry when it does not. */
export function calendarFileOf(entry: CalendarEntry): string {
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

/** An attachment's file as it is sent: its text, or the file of its calendar entry written now. */
export const attachmentContentOf = (attachment: MailAttachment): string =>
  'calendar_entry' in attachment ? calendarFileOf(attachment.calendar_entry) : attachment.content;
