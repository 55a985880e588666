import { Role } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseGolfCourse } from '../providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from '../test/fakeApi';
import { renderApp, signedInForEachTest } from '../test/renderApp';

signedInForEachTest();

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('a page the person may not open', () => {
  it('is not available to a member where the club has individual rounds off', async () => {
    chooseGolfCourse(secondClub);
    fakeApi(
      demoUser({
        name: 'Morgan Member',
        courses: [demoClub, secondClub],
        roles: () => [Role.member],
        showIndividualRounds: false,
      }),
    );
    renderApp('/handicap-analysis');
    expect((await heading()).textContent).toBe('Switched off by this golf club');
    screen.getByText('Handicap Analysis works from individual rounds, which this golf club has switched off.');
  });

  it('closes Individual Rounds where the club has switched them off, and opens it where they are on', async () => {
    chooseGolfCourse(secondClub);
    fakeApi(demoUser({ name: 'Evan Events', courses: [demoClub, secondClub], roles: () => [Role.eventManager] }));
    renderApp('/individual_round');
    expect((await heading()).textContent).toBe('Switched off by this golf club');
    screen.getByText('This golf club has switched individual rounds off.');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryByText('Individual Rounds')).toBeNull();
  });

  it('tells a user who is no golfer of a club with individual rounds on that they are not, not that the club is off', async () => {
    chooseGolfCourse(demoClub);
    fakeApi(
      demoUser({ name: 'Pat Admin', courses: [demoClub], roles: () => [Role.member], showIndividualRounds: false }),
    );
    renderApp('/handicap-analysis');
    expect((await heading()).textContent).toBe('Not available for your role');
    screen.getByText(/you are neither a member nor a guest of this golf club\.$/);
  });

  it('opens Individual Rounds where the club has them on', async () => {
    chooseGolfCourse(demoClub);
    fakeApi(demoUser({ name: 'Evan Events', courses: [demoClub, secondClub], roles: () => [Role.eventManager] }));
    renderApp('/individual_round');
    expect((await heading()).textContent).toBe('Individual Rounds');
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('Individual Rounds');
  });

  it('opens for the member where individual rounds are on', async () => {
    chooseGolfCourse(demoClub);
    fakeApi(demoUser({ name: 'Morgan Member', courses: [demoClub, secondClub], roles: () => [Role.member] }));
    renderApp('/handicap-analysis');
    expect((await heading()).textContent).toBe('Handicap Analysis');
  });

  it('tells a super admin without a club to choose one, rather than sending them away', async () => {
    fakeApi(demoUser({ name: 'Sam Super', courses: [demoClub, secondClub], roles: () => [Role.superAdmin] }));
    renderApp('/member');
    expect((await heading()).textContent).toBe('Choose a golf club first');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Select Golf Course' }).getAttribute('href')).toBe(
      '/select-golf-course',
    );
  });
});
