import type { courseCard, CourseCardInput } from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';

/** The card as it travels: its records' times are ISO text. */
export type CourseCard = z.input<typeof courseCard>;

/** The active course's whole card (decision 0031): read and saved at once, beside the holes it saves. */
const cardUrl = '/api/golf_course_holes/card/';

export async function fetchCourseCard(): Promise<CourseCard> {
  return (await httpClient<CourseCard>(cardUrl)).json;
}

/** Answers the card as stored; a refusal is an `HttpError` whose body holds the field errors of each wrong cell. */
export async function saveCourseCard(card: CourseCardInput): Promise<CourseCard> {
  return (await httpClient<CourseCard>(cardUrl, { method: 'PUT', body: card })).json;
}
