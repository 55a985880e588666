import { courseCardEndpoints, type CourseCardInput, type EndpointAnswer } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The card as it travels: its records' times are ISO text. */
export type CourseCard = EndpointAnswer<typeof courseCardEndpoints.read>;

/** The active course's whole card (decision 0031): read and saved at once, beside the holes it saves. */
export const fetchCourseCard = () => callEndpoint(courseCardEndpoints.read, {});

/** Answers the card as stored; a refusal is an `HttpError` whose body holds the field errors of each wrong cell. */
export const saveCourseCard = (card: CourseCardInput) => callEndpoint(courseCardEndpoints.save, { body: card });
