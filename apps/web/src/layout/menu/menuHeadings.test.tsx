import * as contract from '@fairway/contract';
import { Role, type Endpoint } from '@fairway/contract';
import { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fairwayMessages } from '../../providers/messages';
import { chooseGolfCourse } from '../../providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from '../../test/fakeApi';
import { renderApp, signedInForEachTest } from '../../test/renderApp';
import { menu as menuEntries } from '../../routes/routeTable';
import { menuLeaves, visibleMenu } from './visibleMenu';

signedInForEachTest();

const labels = fairwayMessages.fairway.menu as Record<string, string>;

const roles = [
  ['the super admin', Role.superAdmin],
  ['an admin', Role.admin],
  ['a user', Role.user],
  ['a member', Role.member],
  ['an event manager', Role.eventManager],
] as const;

/** Every list answers an empty page: the headings are what is looked at. */
const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** The contract's GET endpoints, each as a path pattern with its answer's schema. */
const getEndpoints = (Object.values(contract) as unknown[])
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  .flatMap((group) => Object.values(group))
  .filter(
    (endpoint: unknown): endpoint is Endpoint =>
      typeof endpoint === 'object' &&
      endpoint !== null &&
      'method' in endpoint &&
      endpoint.method === 'GET' &&
      'answer' in endpoint,
  )
  .map((endpoint) => ({
    pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    answer: endpoint.answer,
  }));

/**
 * An empty answer in the shape the endpoint declares: an empty list, an empty page, or for one record (a golfer's
 * handicap performance) a 404, as for a person who is no golfer of the club.
 */
const emptyAnswer = (path: string) => {
  const answer = getEndpoints.find(({ pattern }) => pattern.test(path))?.answer;
  if (answer instanceof z.ZodArray) return { status: 200, body: [] };
  if (answer instanceof z.ZodObject && !('results' in answer.shape))
    return { status: 404, body: { detail: 'Not found.' } };
  return { status: 200, body: emptyPage };
};

/** A menu entry's element: a link to a page, or the button that opens a group. */
const entryElement = { link: 'a[href]', button: '[role="button"]' } as const;

/**
 * The one link or button of `list` named `label`: its text is the label and nothing else. Found by its text rather
 * than by asking every link and button of the menu for its accessible name, which on each of some 150 clicks was most
 * of this test's time (happy-dom works out the style of every element a name is made of).
 */
async function entryIn(list: HTMLElement, kind: keyof typeof entryElement, label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(list)
      .getAllByText(label)
      .map((text) => text.closest<HTMLElement>(entryElement[kind]))
      .filter((element) => element !== null && list.contains(element));
    expect(found.map((element) => element!.textContent)).toEqual([label]);
    return found[0]!;
  });
}

const pageHeadings = () => screen.queryAllByRole('heading', { level: 1 }).map((heading) => heading.textContent ?? '');

// Clicking through every entry of a role's menu takes a while on a busy 2-core machine.
describe('every menu entry of every role', { timeout: 120_000 }, () => {
  it.each(roles)("opens a page whose heading starts with the entry's label, for %s", async (_who, role) => {
    chooseGolfCourse(demoClub);
    const person = demoUser({ name: 'Demo Person', courses: [demoClub, secondClub], roles: () => [role] });
    fakeApi((request) => person(request) ?? (request.method === 'GET' ? emptyAnswer(request.path) : undefined));
    const leaves = menuLeaves(
      visibleMenu(menuEntries, {
        roles: [role],
        showIndividualRounds: true,
        clubIndividualRounds: true,
        golfCourseCount: 2,
        courseChosen: true,
      }),
    );
    expect(leaves.length).toBeGreaterThan(0);
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    await within(menu).findByText(labels[leaves[0]!.entry.tag]!, {}, { timeout: 10_000 });
    const mismatches: string[] = [];
    for (const { entry, parents } of leaves) {
      // The entry's list: inside its group, opened when it is closed (two groups both hold a Users entry).
      let list: HTMLElement = menu;
      for (const group of parents) {
        const button = await entryIn(list, 'button', labels[group.tag]!);
        if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
        list = await waitFor(() => document.getElementById(button.getAttribute('aria-controls')!)!);
      }
      const label = labels[entry.tag]!;
      fireEvent.click(await entryIn(list, 'link', label));
      try {
        await waitFor(() => expect(pageHeadings().some((heading) => heading.startsWith(label))).toBe(true), {
          timeout: 10_000,
        });
      } catch {
        const where = [...parents, entry].map((item) => labels[item.tag]).join(' > ');
        mismatches.push(`${where} (${entry.path}): ${pageHeadings().join(' | ') || 'no heading'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
