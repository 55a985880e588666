import { type EndpointAnswer, type EndpointInput, visitorBookingEndpoints } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** Visitors' booking on a club's public page: the day's times open to them, a hold, its mailed code. */
export type VisitorTeeTimes = EndpointAnswer<typeof visitorBookingEndpoints.times>;
export type VisitorBooking = EndpointAnswer<typeof visitorBookingEndpoints.hold>;
export type VisitorHold = EndpointInput<typeof visitorBookingEndpoints.hold>['body'];

export const fetchVisitorTeeTimes = (golfCourseId: number, date: string) =>
  callEndpoint(visitorBookingEndpoints.times, { params: { golf_course_id: golfCourseId }, query: { date } });

export const holdVisitorTeeTime = (golfCourseId: number, body: VisitorHold) =>
  callEndpoint(visitorBookingEndpoints.hold, { params: { golf_course_id: golfCourseId }, body });

export const confirmVisitorBooking = (golfCourseId: number, id: number, code: string) =>
  callEndpoint(visitorBookingEndpoints.confirm, { params: { golf_course_id: golfCourseId, id }, body: { code } });
