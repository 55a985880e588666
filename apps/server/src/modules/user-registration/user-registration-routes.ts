import {
  clubRegistrationEndpoints,
  otpForSupportAnswer,
  otpForSupportInput,
  Role,
  userRegistrationEndpoints,
  userRegistrationLimits,
} from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { throttled } from '../../http/errors.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { getRecord, listRecords } from '../../http/resource-service.js';
import { answer, detailBody, errorAnswers, listQuery, pageOf } from '../../http/schemas.js';
import { RegistrationRateLimiter } from '../club-registration/index.js';
import { codeForSupport } from './code-for-support.js';
import { decideUserRegistration } from './decide-user-registration.js';
import { forgotPassword } from './forgot-password.js';
import { joinGolfCourse } from './join-golf-course.js';
import { registerUser } from './register-user.js';
import { codeMailed } from './code-mailed.js';
import { resendOtp } from './resend-otp.js';
import { TooSoonError } from './too-soon-error.js';
import { setPasswordByLink } from './set-password-by-link.js';
import { setUserPassword } from './set-user-password.js';
import { userRegistrationResource } from './user-registration.resource.js';
import { verifyEmail } from './verify-email.js';

const tooSoon = answer('Too soon for another code: wait the seconds of Retry-After.', detailBody);
const noRegistration = answer('No registration has this uid.', detailBody);

/** Self-registration with its mailed code, the club admins' review and decision, join requests, and passwords. */
export function registerUserRegistrationRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user-registration'];
  const clubAdmin: Access = { roles: [Role.admin], course: 'required' };
  const registrations = new RegistrationRateLimiter(config.registrationLimits);
  const resetLinks = new RegistrationRateLimiter(config.registrationLimits);
  const { otpMinutes, otpTries, resendSeconds, sendsPerHour } = userRegistrationLimits;

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.register),
    config: { access: { public: true } },
    schema: {
      operationId: 'user_registration_create',
      tags,
      summary: 'Register with a club',
      description: `A visitor registers with an approved club (a pending club answers 400, an unknown one 404). A 6-digit code is mailed, working ${otpMinutes} minutes and ${otpTries} wrong tries; the registration waits, unverified, for it at /verify-email/{uid}. One registration per e-mail and club (400 naming email). At most ${config.registrationLimits.perAddress} registrations per address an hour (429).`,
      security: [],
      body: userRegistrationEndpoints.register.body,
      response: {
        201: userRegistrationEndpoints.register.answer,
        404: answer('No club has this id.', detailBody),
        429: errorAnswers[429],
      },
    },
    handler: async (request, reply) => {
      const wait = registrations.take(request.ip);
      if (wait > 0) throw throttled(wait);
      const { uid, email } = await registerUser(db, {
        registration: request.body,
        actor: actorOf(request),
        config,
      });
      return reply.code(201).send({ uid, status: 'unverified' as const, detail: codeMailed(email) });
    },
  });

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.verifyEmail),
    config: { access: { public: true } },
    schema: {
      operationId: 'verify_email',
      tags,
      summary: 'Confirm an e-mail with its code',
      description: `Checks the mailed 6-digit code of a registration: right, the registration waits for the club's admin (unapproved). Wrong answers 400 with the tries left; after ${otpTries} wrong tries, or ${otpMinutes} minutes, the code works no more and a new one is needed.`,
      security: [],
      body: userRegistrationEndpoints.verifyEmail.body,
      response: { 200: userRegistrationEndpoints.verifyEmail.answer, 404: noRegistration },
    },
    handler: async (request) => {
      await verifyEmail(db, { uid: request.body.uid, otp: request.body.otp, actor: actorOf(request) });
      return {
        status: 'unapproved' as const,
        detail: 'Thank you: your e-mail is confirmed. The club will review your registration and write to you.',
      };
    },
  });

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.resendOtp),
    config: { access: { public: true } },
    schema: {
      operationId: 'resend_otp',
      tags,
      summary: 'Mail a new code',
      description: `Mails a new code for a registration still waiting for one, found by its uid or by its e-mail and club; the old code ends. At most one a ${resendSeconds}-second minute and ${sendsPerHour} an hour per registration (429 with Retry-After).`,
      security: [],
      body: userRegistrationEndpoints.resendOtp.body,
      response: { 200: userRegistrationEndpoints.resendOtp.answer, 404: noRegistration, 429: tooSoon },
    },
    handler: async (request) => {
      try {
        const { uid, email } = await resendOtp(db, {
          uid: request.body.uid,
          email: request.body.email,
          golfCourseId: request.body.golf_course_id,
          config,
        });
        return { uid, detail: `A new code is on its way to ${email}. It works for ${otpMinutes} minutes.` };
      } catch (error) {
        if (error instanceof TooSoonError) throw throttled(error.seconds);
        throw error;
      }
    },
  });

  routes.post(
    '/api/get_otp_by_User_id/',
    {
      config: { access: { roles: [Role.superAdmin], course: 'none' } },
      schema: {
        operationId: 'get_otp_by_user_id',
        tags,
        summary: 'Give support a code',
        description:
          'For support, when a mail does not arrive: only codes\u2019 hashes are kept, so a fresh code replaces the mailed one and is answered, to be read out to the person. Audited. Super admin only.',
        body: otpForSupportInput,
        response: { 200: otpForSupportAnswer, 404: answer('No registration has this id.', detailBody) },
      },
    },
    (request) => codeForSupport(db, { id: request.body.id, actor: actorOf(request) }),
  );

  routes.get(
    '/api/user_registration/unapproved_user_list/',
    {
      config: { access: clubAdmin },
      schema: {
        operationId: 'user_registration_unapproved_user_list',
        tags,
        summary: 'List registrations waiting for approval',
        description:
          "The active club's registrations and join requests whose e-mail is confirmed and that wait for a decision, oldest first, a page at a time, found with `search`. The club's admins.",
        querystring: listQuery,
        response: { 200: pageOf(userRegistrationResource.record) },
      },
    },
    async (request) => {
      const listed = await listRecords(db, userRegistrationResource, {
        query: { ordering: 'created_at', ...(request.query as Record<string, unknown>), status: 'unapproved' },
        golfCourseId: request.golfCourseId,
      });
      return pageWithLinks(listed, { url: request.url, publicUrl: config.publicUrl });
    },
  );

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.decide),
    config: { access: clubAdmin },
    schema: {
      operationId: 'user_registration_approve_user',
      tags,
      summary: 'Approve or reject a registration',
      description:
        "Approves a registration or join request of the active club (the person becomes a member, role 5, their golfer tied to the club as member or guest; a new user is mailed a link to set a password, good once for 48 hours) or rejects it with a reason mailed to them. Answers the registration as decided. The club's admins.",
      body: userRegistrationEndpoints.decide.body,
      response: {
        200: userRegistrationEndpoints.decide.answer,
        404: answer('No registration of the active club has this id.', detailBody),
        409: answer('The registration was decided already, or its e-mail is not confirmed yet.', detailBody),
      },
    },
    handler: async (request) => {
      const { id, ...decision } = request.body;
      const golfCourseId = request.golfCourseId!;
      await decideUserRegistration(db, { id, golfCourseId, decision, actor: actorOf(request), config });
      return getRecord(db, userRegistrationResource, id, golfCourseId);
    },
  });

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.join),
    config: { access: { course: 'none' } },
    schema: {
      operationId: 'user_registration_join_golf_course',
      tags,
      summary: 'Ask to join another club',
      description:
        "A signed-in user asks to join an approved club as a member or a guest; no code is needed. The request waits in that club's unapproved list. Belonging to the club already, or having asked already, answers 400.",
      body: userRegistrationEndpoints.join.body,
      response: { 201: userRegistrationEndpoints.join.answer },
    },
    handler: async (request, reply) => {
      const id = await joinGolfCourse(db, {
        caller: request.caller!,
        golfCourseId: request.body.golf_course_id,
        isGuest: request.body.is_guest,
        actor: actorOf(request),
      });
      const joined = await getRecord(db, userRegistrationResource, id, request.body.golf_course_id);
      return reply.code(201).send(answerOf(userRegistrationEndpoints.join, joined));
    },
  });

  routes.route({
    ...endpointRoute(clubRegistrationEndpoints.setPasswordWithLink),
    config: { access: { public: true } },
    schema: {
      operationId: 'user_registration_set_password',
      tags,
      summary: 'Set a password through a mailed link',
      description:
        "Sets the password of the user a mailed link was made for (after approval, or asked for with \u201cforgot password\u201d); the link's token works once, for 48 hours (400 after). Every token and other link of the user's ends.",
      security: [],
      body: clubRegistrationEndpoints.setPasswordWithLink.body,
      response: { 200: clubRegistrationEndpoints.setPasswordWithLink.answer },
    },
    handler: (request) =>
      setPasswordByLink(db, {
        secret: request.body.token,
        newPassword: request.body.new_password,
        actor: actorOf(request),
      }),
  });

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.askForPasswordLink),
    config: { access: { public: true } },
    schema: {
      operationId: 'user_registration_reset_password',
      tags,
      summary: 'Forgot password: mail a link',
      description: `Mails a link to choose a new password (single use, 48 hours) when a user has the e-mail. The answer is the same either way. At most ${config.registrationLimits.perAddress} per address an hour (429).`,
      security: [],
      body: userRegistrationEndpoints.askForPasswordLink.body,
      response: { 200: userRegistrationEndpoints.askForPasswordLink.answer, 429: errorAnswers[429] },
    },
    handler: async (request) => {
      const wait = resetLinks.take(request.ip);
      if (wait > 0) throw throttled(wait);
      await forgotPassword(db, { email: request.body.email, actor: actorOf(request), config });
      return {
        detail: 'If a user has this e-mail, a link to choose a new password is on its way. It works for 48 hours.',
      };
    },
  });

  routes.route({
    ...endpointRoute(userRegistrationEndpoints.setUserPassword),
    config: { access: { roles: [Role.admin], course: 'optional' } },
    schema: {
      operationId: 'users_set_new_user_password',
      tags: ['users'],
      summary: "Set a user's password",
      description:
        "An admin sets a user's password: a super admin any user's; a club's admin (with X-Golf-Course) the users of their club (another's user answers 404). Every token and mailed link of the user's ends. Audited.",
      body: userRegistrationEndpoints.setUserPassword.body,
      response: {
        200: userRegistrationEndpoints.setUserPassword.answer,
        404: answer('No user of the active club has this id.', detailBody),
      },
    },
    handler: async (request) => {
      const set = await setUserPassword(db, {
        userId: request.body.user_id,
        newPassword: request.body.new_password,
        golfCourseId: request.golfCourseId,
        isSuperAdmin: request.caller!.isSuperAdmin,
        actor: actorOf(request),
      });
      return { ...set, detail: `The password of ${set.email} is set. Their other sessions are signed out.` };
    },
  });
}
