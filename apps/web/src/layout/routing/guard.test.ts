import { describe, expect, it } from 'vitest';
import { guard, type Access } from './guard';

const signedOut = { signedIn: false, courseChosen: false, isSuperAdmin: false };
const noCourse = { signedIn: true, courseChosen: false, isSuperAdmin: false };
const withCourse = { signedIn: true, courseChosen: true, isSuperAdmin: false };
const superAdminNoCourse = { signedIn: true, courseChosen: false, isSuperAdmin: true };

describe('route guard (spec section 2)', () => {
  it.each<[Access, object]>([
    ['public', { allow: true }],
    ['link', { allow: true }],
    ['login', { allow: true }],
    ['choose-course', { redirect: '/auth/log-in' }],
    ['course', { redirect: '/auth/log-in' }],
    ['course-or-super-admin', { redirect: '/auth/log-in' }],
  ])('signed out, a %s page gives %o', (access, decision) => {
    expect(guard(access, signedOut)).toEqual(decision);
  });

  it.each<[Access, object]>([
    ['public', { redirect: '/select-golf-course' }],
    ['link', { allow: true }],
    ['login', { redirect: '/select-golf-course' }],
    ['choose-course', { allow: true }],
    ['course', { redirect: '/select-golf-course' }],
    ['course-or-super-admin', { redirect: '/select-golf-course' }],
  ])('signed in without a course, a %s page gives %o', (access, decision) => {
    expect(guard(access, noCourse)).toEqual(decision);
  });

  it('waits for the current user before sending someone without a course to the course choice', () => {
    expect(guard('course', { ...noCourse, isSuperAdmin: undefined })).toEqual({ wait: true });
  });

  it.each<[Access, object]>([
    ['public', { redirect: '/dashboard' }],
    ['link', { allow: true }],
    ['login', { redirect: '/dashboard' }],
    ['choose-course', { allow: true }],
    ['course', { allow: true }],
    ['course-or-super-admin', { allow: true }],
  ])('signed in with a course, a %s page gives %o', (access, decision) => {
    expect(guard(access, withCourse)).toEqual(decision);
  });

  it('lets a super admin open super-admin screens without a course, and tells them to choose one for club screens', () => {
    expect(guard('course-or-super-admin', superAdminNoCourse)).toEqual({ allow: true });
    expect(guard('course', superAdminNoCourse)).toEqual({ chooseClub: true });
  });

  it('waits for the current user before deciding on a super-admin screen without a course', () => {
    expect(guard('course-or-super-admin', { ...noCourse, isSuperAdmin: undefined })).toEqual({ wait: true });
  });
});
