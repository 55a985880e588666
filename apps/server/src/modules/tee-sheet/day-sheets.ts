import { type TeeSheetBlock, type TeeSheetDay, teeSheetDay, teeSheetTemplateForDate } from '@fairway/golf';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClubs, onClubDays } from '../../db/club-scope.js';
import { teeSheetBlocks, teeSheetTemplates } from '../../db/schema/index.js';
import { type RoundOnDay, roundsOnDays } from '../tournaments/index.js';
import { teeSheetTemplateOf } from './tee-sheet-template-of.js';

/** A tournament's round on the sheet: the part of the day it occupies. */
export type RoundOnSheet = RoundOnDay & { from: string; to: string | null };

/** A round's time on the course once its last group has started: five hours for a shotgun's whole field. */
const shotgunMinutes = 5 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  minutes >= 24 * 60
    ? '24:00'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The part of the day a round occupies on the sheet: a round drawn on tee times from its first group's time through
 * its last; a shotgun from its time for five hours, the morning when it has none yet; a round not drawn, nothing.
 */
function roundOnSheet(round: RoundOnDay): RoundOnSheet | null {
  const [first] = round.teeTimes;
  const last = round.teeTimes.at(-1);
  if (round.startType === 'shotgun')
    return first
      ? { ...round, from: first, to: timeOf(minutesOf(first) + shotgunMinutes) }
      : { ...round, from: '00:00', to: '12:00' };
  return first && last ? { ...round, from: first, to: timeOf(minutesOf(last) + 1) } : null;
}

/** A course's day on the sheet, its blocks and its tournament rounds, as `daySheet` answers it. */
export type DaySheet = {
  day: TeeSheetDay | null;
  blocks: (typeof teeSheetBlocks.$inferSelect)[];
  rounds: RoundOnSheet[];
};

/** `daySheet` of clubs' days read at once, in three statements however many (a batch of several clubs' bookings). */
export async function daySheets(
  db: Database,
  days: readonly { golfCourseId: number; date: string }[],
): Promise<DaySheet[]> {
  if (days.length === 0) return [];
  const clubIds = days.map((day) => day.golfCourseId);
  const [templates, blocks, rounds] = await Promise.all([
    db.select().from(teeSheetTemplates).where(inClubs(teeSheetTemplates, clubIds)),
    db
      .select()
      .from(teeSheetBlocks)
      .where(onClubDays(teeSheetBlocks, teeSheetBlocks.date, days))
      .orderBy(asc(teeSheetBlocks.from_time), asc(teeSheetBlocks.id)),
    roundsOnDays(db, days),
  ]);
  return days.map(({ golfCourseId, date }, index) =>
    sheetOf(
      date,
      templates.filter((template) => template.golf_course_id === golfCourseId),
      blocks.filter((block) => block.golf_course_id === golfCourseId && block.date === date),
      rounds[index]!,
    ),
  );
}

function sheetOf(
  date: string,
  templates: (typeof teeSheetTemplates.$inferSelect)[],
  blocks: (typeof teeSheetBlocks.$inferSelect)[],
  rounds: RoundOnDay[],
): DaySheet {
  const roundsOnSheet = rounds.flatMap((round) => roundOnSheet(round) ?? []);
  const template = teeSheetTemplateForDate({ date, templates: templates.map(teeSheetTemplateOf) });
  const sheetBlocks: TeeSheetBlock[] = [
    ...blocks.map((block) => ({
      kind: block.kind,
      reason: block.reason,
      ...(block.from_time ? { from: block.from_time } : {}),
      ...(block.to_time ? { to: block.to_time } : {}),
      // The table's CHECK keeps a block's tee to 1 or 10.
      ...(block.tee === null ? {} : { tee: block.tee === 10 ? (10 as const) : (1 as const) }),
    })),
    ...roundsOnSheet.map((round) => ({
      kind: 'competition' as const,
      reason: round.name,
      from: round.from,
      ...(round.to ? { to: round.to } : {}),
    })),
  ];
  const day: TeeSheetDay | null = template ? teeSheetDay({ date, template, blocks: sheetBlocks }) : null;
  return { day, blocks, rounds: roundsOnSheet };
}
