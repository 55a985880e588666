import { Role, roleIds } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { fairwayMessages } from '../../providers/messages';
import { menu } from '../../routes/routeTable';
import { menuLeaves, visibleMenu } from './visibleMenu';

/**
 * shared/design/screens.md, "Menu roles", as the fixture: every entry the user sees, with its group path, and the
 * roles of its row in that table.
 */
const fixture: Record<string, readonly number[] | 'all'> = {
  'Select Golf Course': 'all',
  // Not in the spec's menu: the members' news feed, for every role of the club (decision 0057).
  'Club News': [1, 2, 5, 10],
  'Leader Board': [5],
  'Leader Board Detail': [5],
  // Not in the spec's menu: the events a member enters themselves (issue 52).
  Competitions: [5],
  'Handicap Analysis': [5],
  // Not in the spec's menu: a member's own statement, where the club allows it (decision 0066).
  'My Statement': [5],
  'MY Performance': [1],
  // Members read their club's winners too; the club's results, published ones for its members (decision 0080).
  'Tournament Result history': [1, 5],
  'Tournament Results': [1, 5, 10],
  // Not in the spec's menu: a series' order of merit, for its players too (decision 0133).
  'Order of Merit': [1, 5, 10],
  // Not in the spec's menu: the tee sheet's day for every role of the club, a member's own bookings (issue 51).
  'Tee Sheet': [1, 2, 5, 10],
  'My Bookings': [5],
  // Not in the spec's menu: the ballots of busy days and the waiting list of full ones (decision 0111).
  Ballots: [1, 5],
  'Waiting List': [1, 5],
  'Settings > Tee Sheet > Booking Rules': [1],
  'Settings > Tee Sheet > Green Fees': [1],
  'Settings > Tee Sheet > Tee Sheet Templates': [1],
  'Settings > Tee Sheet > Tee Sheet Blocks': [1],
  Members: [1],
  'Settings > Holes information > Golf Course Holes': [1],
  'Settings > Holes information > Holes Periphery': [1],
  'Settings > Holes information > Hole Categories': [1],
  'Settings > Holes information > Hole Details': [1],
  'Settings > Tournament Master': [1],
  'Settings > News > News Tags': [1],
  'Settings > News > News Categories': [1],
  'Settings > News > News Authors': [1],
  'Settings > News > News Articles': [1],
  'Settings > News > News Comments': [1],
  // Not in the spec's menu: the club's notices shown at the top of Club News (decision 0057).
  'Settings > News > Club Notices': [1],
  Tournament: [1, 10],
  'Active Rounds': [1, 10],
  'Club-house Terminal': [1],
  'Admin > Users': [1, 10],
  'Admin > Members Performance': [1, 10],
  'Individual Rounds': [5, 10],
  'Player Rounds': [5, 10],
  'Active Longest Drives': [2, 10],
  'Active Nearest Central': [2, 10],
  'Active Nearest To Pin': [2, 10],
  'Super Admin > Users': [4],
  'Super Admin > Golf Courses': [4],
  'Super Admin > Unapproved Golf Courses': [4],
  'Super Admin > Prize Types': [4],
  'Super Admin > Score Terms': [4],
  'Super Admin > User Types': [4],
  'Super Admin > Countries': [4],
  'Super Admin > States': [4],
  'Super Admin > Cities': [4],
  'Super Admin > Tournament Score Details': [4],
  'Super Admin > Event Managers': [4],
  // Not in the spec's menu: the outbox, where the super admin reads what Fairway mailed (decision 0030).
  'Super Admin > Mail Outbox': [4],
  'Admin > Tournament Master': [10],
  'Admin > Unapproved Users': [1],
  // Not in the spec's menu: the handicap committee's rounds for handicap not returned in time (decision 0121).
  'Admin > Rounds Not Returned': [1],
  'Admin > Accounts > Accounts Head': [1],
  'Admin > Accounts > Locker Types': [1],
  'Admin > Accounts > Lockers': [1],
  'Admin > Accounts > Member Types': [1],
  'Admin > Accounts > Member Types Map': [1],
  'Admin > Accounts > Member Types Head Map': [1],
  'Admin > Accounts > Member Lockers': [1],
  'Admin > Accounts > Locker Type Charges': [1],
  'Admin > Accounts > Members Expenses': [1],
  'Admin > Accounts > Members Billing': [1],
  'Admin > Accounts > Member Payments': [1],
  'Admin > Accounts > Member Opening Balances': [1],
  'Admin > Accounts > Member Account Statements': [1],
  // Not in the spec's menu: the members' competition purses, where the club uses them (decision 0120).
  'Admin > Accounts > Competition Purses': [1],
};

const labels = fairwayMessages.fairway.menu as Record<string, string>;

/** The menu as the user reads it: each visible entry's label, under the labels of its groups. */
function seenBy(
  roles: number[],
  showIndividualRounds = true,
  golfCourseCount = 2,
  courseChosen = true,
  clubIndividualRounds = true,
  clubOwnStatements = true,
  golferOfClub = true,
  clubCompetitionPurse = true,
): string[] {
  return menuLeaves(
    visibleMenu(menu, {
      roles,
      showIndividualRounds,
      clubIndividualRounds,
      clubOwnStatements,
      golferOfClub,
      clubCompetitionPurse,
      golfCourseCount,
      courseChosen,
    }),
  ).map(({ entry, parents }) => [...parents, entry].map((item) => labels[item.tag]).join(' > '));
}

const allEntries = Object.keys(fixture);
const superAdminEntries = allEntries.filter((label) => label.startsWith('Super Admin > '));
const sorted = (list: string[]) => [...list].sort();

/** Every non-empty combination of the five roles of spec section 6. */
const combinations = Array.from({ length: 2 ** roleIds.length - 1 }, (_, index) =>
  roleIds.filter((_role, bit) => ((index + 1) >> bit) & 1),
);

/** Section 6 applied to the fixture table. */
function expectedFor(roles: number[]): string[] {
  if (roles.includes(Role.superAdmin)) return allEntries;
  if (roles.includes(Role.admin)) return allEntries.filter((label) => !superAdminEntries.includes(label));
  return allEntries.filter((label) => {
    const audience = fixture[label]!;
    return audience === 'all' || audience.some((role) => roles.includes(role));
  });
}

describe('side menu visibility (spec section 6, screens.md table)', () => {
  it("takes its roles from the contract, whose ids are spec section 6's, each with a label", () => {
    expect(Role).toEqual({ admin: 1, user: 2, superAdmin: 4, member: 5, eventManager: 10 });
    const menuRoles = menuLeaves(menu).flatMap(({ entry }) => (entry.roles === 'all' ? [] : entry.roles));
    expect(sorted(roleIds.map(String))).toEqual(sorted([...new Set(menuRoles)].map(String)));
    expect(sorted(Object.keys(fairwayMessages.fairway.roles))).toEqual(sorted(roleIds.map(String)));
  });

  it('holds exactly the entries of the screens.md table', () => {
    const everyEntry = menuLeaves(menu).map(({ entry, parents }) =>
      [...parents, entry].map((item) => labels[item.tag]).join(' > '),
    );
    expect(sorted(everyEntry)).toEqual(sorted(allEntries));
  });

  it('shows, before a course is chosen, only the course choice and the Super Admin screens, which need none', () => {
    expect(sorted(seenBy([Role.superAdmin], false, 2, false))).toEqual(
      sorted(['Select Golf Course', ...superAdminEntries]),
    );
    expect(seenBy([Role.admin, Role.member], true, 2, false)).toEqual(['Select Golf Course']);
  });

  it('shows the super admin every entry', () => {
    expect(sorted(seenBy([Role.superAdmin]))).toEqual(sorted(allEntries));
  });

  it('shows the admin everything but the Super Admin group', () => {
    const seen = seenBy([Role.admin]);
    expect(seen).not.toContain('Super Admin > Countries');
    expect(seen.some((label) => label.startsWith('Super Admin'))).toBe(false);
    expect(sorted(seen)).toEqual(sorted(allEntries.filter((label) => !superAdminEntries.includes(label))));
    expect(seen).toContain('Admin > Tournament Master');
  });

  it('shows the user (2) the three active contest screens', () => {
    expect(sorted(seenBy([Role.user]))).toEqual(
      sorted([
        'Select Golf Course',
        'Club News',
        'Tee Sheet',
        'Active Longest Drives',
        'Active Nearest Central',
        'Active Nearest To Pin',
      ]),
    );
  });

  it('shows the member (5) the leader boards, their competitions, the results and winners, handicap analysis, their rounds and their statement', () => {
    expect(seenBy([Role.member])).toEqual([
      'Select Golf Course',
      'Club News',
      'Leader Board',
      'Leader Board Detail',
      'Competitions',
      'Tournament Results',
      'Tournament Result history',
      'Order of Merit',
      'Individual Rounds',
      'Player Rounds',
      'Handicap Analysis',
      'My Statement',
      'Tee Sheet',
      'My Bookings',
      'Ballots',
      'Waiting List',
    ]);
  });

  it('shows the event manager (10) tournaments, rounds, contests and three Admin entries', () => {
    expect(sorted(seenBy([Role.eventManager]))).toEqual(
      sorted([
        'Select Golf Course',
        'Club News',
        'Tournament',
        'Tournament Results',
        'Order of Merit',
        'Tee Sheet',
        'Active Rounds',
        'Individual Rounds',
        'Player Rounds',
        'Active Longest Drives',
        'Active Nearest Central',
        'Active Nearest To Pin',
        'Admin > Users',
        'Admin > Members Performance',
        'Admin > Tournament Master',
      ]),
    );
  });

  it.each(combinations.map((roles) => [roles.join('+'), roles] as const))(
    'roles %s see the entries of their roles',
    (_name, roles) => {
      expect(sorted(seenBy(roles))).toEqual(sorted(expectedFor(roles)));
    },
  );

  it.each(combinations.map((roles) => [roles.join('+'), roles] as const))(
    'roles %s do not see Handicap Analysis when show_individual_rounds is false',
    (_name, roles) => {
      const seen = seenBy(roles, false);
      expect(seen).not.toContain('Handicap Analysis');
      expect(sorted(seen)).toEqual(sorted(expectedFor(roles).filter((label) => label !== 'Handicap Analysis')));
    },
  );

  it.each(combinations.map((roles) => [roles.join('+'), roles] as const))(
    'roles %s do not see Individual Rounds where the club has individual rounds off',
    (_name, roles) => {
      const seen = seenBy(roles, false, 2, true, false);
      expect(seen).not.toContain('Individual Rounds');
      expect(sorted(seen)).toEqual(
        sorted(expectedFor(roles).filter((label) => label !== 'Handicap Analysis' && label !== 'Individual Rounds')),
      );
    },
  );

  it("keeps Individual Rounds for an event manager where the club has them on, whatever the member's flag", () => {
    expect(seenBy([Role.eventManager], false, 2, true, true)).toContain('Individual Rounds');
  });

  it('shows My Statement only where the club lets its members read their own statements', () => {
    expect(seenBy([Role.member])).toContain('My Statement');
    expect(seenBy([Role.member], true, 2, true, true, false)).not.toContain('My Statement');
  });

  it('shows Competition Purses only where the club takes entry fees from members’ purses', () => {
    expect(seenBy([Role.admin])).toContain('Admin > Accounts > Competition Purses');
    expect(seenBy([Role.admin], true, 2, true, true, true, true, false)).not.toContain(
      'Admin > Accounts > Competition Purses',
    );
  });

  it('leads an admin who is no golfer of the club to no page of a golfer’s own, which could only say so', () => {
    const seen = seenBy([Role.admin], false, 2, true, true, true, false);
    expect(seen).not.toContain('MY Performance');
    expect(seen).not.toContain('My Statement');
    expect(seenBy([Role.admin])).toEqual(expect.arrayContaining(['MY Performance', 'My Statement']));
  });

  it('offers Select Golf Course only to a user with more than one course', () => {
    expect(seenBy([Role.member], true, 1)).not.toContain('Select Golf Course');
    expect(seenBy([Role.member], true, 0)).not.toContain('Select Golf Course');
    expect(seenBy([Role.member], true, 2)).toContain('Select Golf Course');
  });

  it('shows a user with no role in the club nothing but the course choice', () => {
    expect(seenBy([])).toEqual(['Select Golf Course']);
  });
});
