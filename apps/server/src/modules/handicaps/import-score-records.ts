import { handicapLimits, type scoreRecordsImportInput } from '@fairway/contract';
import { handicapIndexText, scoreDifferential, unroundedScoreDifferential } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, members, scoreRecords } from '../../db/schema/index.js';
import { clubNow } from '../../core/club-dates.js';
import { reviseHandicapIndex } from './revise-handicap-index.js';

/** The ranges an imported line must keep to (decision 0075): a 9-hole score is rated on its nine. */
export const importRanges = {
  courseRating: { 9: [25, 45], 18: [50, 90] },
  par: { 9: [27, 45], 18: [54, 80] },
  adjustedGrossScore: { 9: [20, 120], 18: [40, 200] },
  differential: [-20, 80],
  slopeRating: [55, 155],
  earliest: '1900-01-01',
  courseName: 200,
  teeName: 100,
} as const;

const columns = [
  'date',
  'course',
  'tee',
  'holes',
  'course_rating',
  'slope_rating',
  'par',
  'adjusted_gross_score',
  'score_differential',
  'pcc',
] as const;
type Column = (typeof columns)[number];

const MOST_PROBLEMS_SAID = 50;

/**
 * Imports a golfer's past score records from a CSV (a club moving to Fairway keeps its history), all or nothing: every
 * line is checked and each bad one named by its line number with what is wrong; only a file without one is written,
 * and the golfer's index then revised from all their records. A golfer of another club answers 404.
 */
export async function importScoreRecords(db: Database, actor: Actor, input: z.infer<typeof scoreRecordsImportInput>) {
  const golfCourseId = actor.golfCourseId!;
  const [tie] = await db
    .select({ id: golfCourseMembers.id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.member_id, input.member_id)));
  if (!tie) throw new NotFoundError();
  const today = (await clubNow(db, golfCourseId)).today;
  const lines = csvLines(input.csv);
  const problems: string[] = [];
  const header = lines.shift();
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name) => name !== '' && !(columns as readonly string[]).includes(name));
  if (!header || !names.includes('date') || !names.includes('course_rating') || !names.includes('slope_rating')) {
    throw new InvalidInputError({
      csv: [
        `Line 1 names the columns: date, course_rating, slope_rating and adjusted_gross_score or score_differential are needed (${columns.join(', ')}).`,
      ],
    });
  }
  if (!names.includes('adjusted_gross_score') && !names.includes('score_differential')) {
    throw new InvalidInputError({ csv: ['Line 1 names no adjusted_gross_score or score_differential column.'] });
  }
  if (unknown.length > 0) {
    throw new InvalidInputError({ csv: [`Line 1 names columns Fairway does not know: ${unknown.join(', ')}.`] });
  }
  const scores = lines.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  if (scores.length === 0) throw new InvalidInputError({ csv: ['The CSV has no score lines.'] });
  if (scores.length > handicapLimits.csvLines) {
    throw new InvalidInputError({
      csv: [`The CSV has ${scores.length} score lines: at most ${handicapLimits.csvLines}.`],
    });
  }
  const rows: (typeof scoreRecords.$inferInsert)[] = [];
  for (const line of scores) {
    const cell = (column: Column) => (line.cells[names.indexOf(column)] ?? '').trim();
    const said: string[] = [];
    const decimal = (column: Column, text: string) => {
      if (!/^-?\d+(\.\d)?$/.test(text)) {
        said.push(`${column} "${text}" is not a number to one decimal`);
        return null;
      }
      return Number(text);
    };
    const whole = (column: Column, text: string) => {
      if (!/^\d+$/.test(text)) {
        said.push(`${column} "${text}" is not a whole number`);
        return null;
      }
      return Number(text);
    };
    const inRange = (column: Column, value: number | null, [low, high]: readonly [number, number], words = '') => {
      if (value !== null && (value < low || value > high))
        said.push(`${column} ${value} is outside ${low} to ${high}${words}`);
    };
    const date = cell('date');
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
    ) {
      said.push(`date "${date}" is not a day as YYYY-MM-DD`);
    } else if (date > today) said.push(`date ${date} is in the future`);
    else if (date < importRanges.earliest) said.push(`date ${date} is before ${importRanges.earliest}`);
    const holesText = cell('holes');
    const holes =
      holesText === '' ? 18 : holesText === '9' || holesText === '18' ? (Number(holesText) as 9 | 18) : null;
    if (holes === null) said.push(`holes "${holesText}" is neither 9 nor 18`);
    const nine = holes === 9 ? ' for 9 holes: a 9-hole score is rated on its nine' : '';
    const courseRating = decimal('course_rating', cell('course_rating'));
    if (holes) inRange('course_rating', courseRating, importRanges.courseRating[holes], nine);
    const slopeRating = whole('slope_rating', cell('slope_rating'));
    inRange('slope_rating', slopeRating, importRanges.slopeRating);
    const parText = cell('par');
    const par = parText === '' ? null : whole('par', parText);
    if (holes) inRange('par', par, importRanges.par[holes], nine);
    const adjustedText = cell('adjusted_gross_score');
    const adjusted = adjustedText === '' ? null : whole('adjusted_gross_score', adjustedText);
    if (holes) inRange('adjusted_gross_score', adjusted, importRanges.adjustedGrossScore[holes]);
    const differentialText = cell('score_differential');
    const differential = differentialText === '' ? null : decimal('score_differential', differentialText);
    inRange('score_differential', differential, importRanges.differential);
    const pccText = cell('pcc');
    const pcc = pccText === '' ? 0 : decimal('pcc', pccText);
    inRange('pcc', pcc, [handicapLimits.pcc.min, handicapLimits.pcc.max]);
    if (adjustedText === '' && differentialText === '')
      said.push('neither adjusted_gross_score nor score_differential is given');
    if (holes === 9 && adjustedText === '' && differentialText !== '')
      said.push('a 9-hole score needs its adjusted_gross_score');
    const course = cell('course');
    const tee = cell('tee');
    if (course.length > importRanges.courseName)
      said.push(`course is longer than ${importRanges.courseName} characters`);
    if (tee.length > importRanges.teeName) said.push(`tee is longer than ${importRanges.teeName} characters`);
    let rounded = differential;
    let unrounded = differential;
    if (said.length === 0 && adjusted !== null) {
      const terms = { adjustedGrossScore: adjusted, courseRating: courseRating!, slopeRating: slopeRating!, pcc: pcc! };
      rounded = scoreDifferential(terms);
      unrounded = unroundedScoreDifferential(terms);
      if (differential !== null && Math.round(differential * 10) !== Math.round(rounded * 10)) {
        said.push(
          `score_differential ${handicapIndexText(differential)} is not the ${handicapIndexText(rounded)} of the adjusted gross score and ratings`,
        );
      }
    }
    if (said.length > 0) {
      problems.push(`Line ${line.number}: ${said.join('; ')}.`);
      continue;
    }
    rows.push({
      golf_course_id: golfCourseId,
      member_id: input.member_id,
      source: 'imported' as const,
      played_on: date,
      course_name: course,
      tee_name: tee,
      holes: holes!,
      course_rating: courseRating,
      slope_rating: slopeRating,
      par,
      adjusted_gross_score: adjusted,
      pcc: pcc!,
      score_differential: rounded!,
      unrounded_differential: unrounded!,
      created_by: actor.userId,
      updated_by: actor.userId,
    });
  }
  if (problems.length > 0) {
    const more =
      problems.length > MOST_PROBLEMS_SAID ? [`${problems.length - MOST_PROBLEMS_SAID} more lines are bad.`] : [];
    throw new InvalidInputError({ csv: [...problems.slice(0, MOST_PROBLEMS_SAID), ...more] });
  }
  return db.transaction(async (tx) => {
    await tx.insert(scoreRecords).values(rows);
    await reviseHandicapIndex(tx, input.member_id, actor.userId);
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'score_records',
      detail: { member_id: input.member_id, imported: rows.length },
    });
    const [golfer] = await tx
      .select({ handicapIndex: members.handicap_index })
      .from(members)
      .where(eq(members.id, input.member_id));
    return { member_id: input.member_id, imported: rows.length, handicap_index: golfer?.handicapIndex ?? null };
  });
}

/** A CSV's lines as cells, with their line numbers: commas, double quotes around a cell, "" for a quote inside one. */
function csvLines(text: string): { number: number; cells: string[] }[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ number: index + 1, cells: csvCells(line) }))
    .filter(
      (line, index, all) => index === 0 || line.cells.length > 1 || line.cells[0] !== '' || index < all.length - 1,
    );
}

function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index]!;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}
