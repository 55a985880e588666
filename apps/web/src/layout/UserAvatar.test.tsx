import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../App';
import { initialsOf, userInitial } from './initials';
import * as colors from '@mui/material/colors';
import { getOverlayAlpha } from '@mui/material/styles';
import { differenceCiede2000, formatHex, interpolate } from 'culori';
import { themeOf } from './theme';
import {
  AVATAR_COLOURS,
  avatarColourFor,
  USER_AVATAR_COLOURS,
  UserAvatar,
  VANISHING_ON_TOP_BAR,
  type AvatarColour,
  type UserAvatarProps,
} from './UserAvatar';

afterEach(cleanup);

/** The avatar's circle: the image, the initial or the person icon. */
const avatarIn = (container: HTMLElement) => container.querySelector('.MuiAvatar-root');

const show = (props: UserAvatarProps) =>
  render(
    <AppFrame>
      <UserAvatar {...props} />
    </AppFrame>,
  );

describe('user avatar (spec section 2)', () => {
  it('shows the image when the path is a non-empty string, with the label beside it', () => {
    const { container } = show({ path: '/media/avatars/7.png', initial: 'DM', label: 'Demo Member' });
    expect(screen.getByRole('img', { name: 'Demo Member' }).getAttribute('src')).toBe('/media/avatars/7.png');
    expect(avatarIn(container)?.nextElementSibling?.textContent).toBe('Demo Member');
    expect(screen.queryByText('DM')).toBeNull();
  });

  it.each([null, '', '   '])('shows the initial when the path is %j', (path) => {
    const { container } = show({ path, initial: 'DM', label: 'Demo Member' });
    expect(avatarIn(container)?.textContent).toBe('DM');
    expect(avatarIn(container)?.nextElementSibling?.textContent).toBe('Demo Member');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a person icon when there is neither image nor initial', () => {
    const { container } = show({ path: '', initial: '', label: 'Demo Member' });
    expect(avatarIn(container)?.querySelector('[data-testid="PersonIcon"]')).not.toBeNull();
    expect(avatarIn(container)?.textContent).toBe('');
    expect(avatarIn(container)?.nextElementSibling?.textContent).toBe('Demo Member');
  });

  it('paints the same colour on every render', () => {
    const { rerender, getByText } = show({ initial: 'EM', color: avatarColourFor(6) });
    const before = getComputedStyle(getByText('EM')).backgroundColor;
    expect(before).not.toBe('');
    rerender(
      <AppFrame>
        <UserAvatar initial="EM" color={avatarColourFor(6)} />
      </AppFrame>,
    );
    expect(getComputedStyle(getByText('EM')).backgroundColor).toBe(before);
  });
});

/** The top bar as MUI paints it: the brand green in the light theme; in the dark one, paper lit as at elevation 4. */
function topBar(mode: 'light' | 'dark'): string {
  const { palette } = themeOf(mode);
  if (mode === 'light') return palette.primary.main;
  return formatHex(interpolate([palette.background.paper, '#ffffff'])(Number(getOverlayAlpha(4))));
}

const difference = differenceCiede2000();
/** How far apart an avatar of this name and the top bar look (CIEDE2000; about 2 is the least a person notices). */
const distanceFromBar = (colour: AvatarColour, mode: 'light' | 'dark') => difference(colors[colour][700], topBar(mode));
const MIN_DIFFERENCE = 20;

describe("a user's avatar colour (spec section 2)", () => {
  it('draws from the 17 palette names, red to brown', () => {
    expect(AVATAR_COLOURS).toHaveLength(17);
    expect([AVATAR_COLOURS[0], AVATAR_COLOURS[16]]).toEqual(['red', 'brown']);
    for (const id of [1, 2, 3, 42, 1_000_000]) expect(USER_AVATAR_COLOURS).toContain(avatarColourFor(id));
  });

  it('gives a user the same colour at every sign-in, on every browser, whatever else is stored', async () => {
    const colours = [1, 2, 3, 4, 5, 6].map(avatarColourFor);
    localStorage.clear();
    vi.resetModules();
    const nextVisit = await import('./UserAvatar');
    expect([1, 2, 3, 4, 5, 6].map(nextVisit.avatarColourFor)).toEqual(colours);
    expect([6, 5, 4, 3, 2, 1].map(nextVisit.avatarColourFor)).toEqual([...colours].reverse());
  });

  it.each(['light', 'dark'] as const)('gives nobody a colour that vanishes on the %s top bar', (mode) => {
    const given = new Set(Array.from({ length: 1000 }, (_, index) => avatarColourFor(index + 1)));
    for (const colour of given) expect(distanceFromBar(colour, mode)).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
  });

  it('leaves out exactly the names too close to a bar: green, light green and teal on the green, brown on the grey', () => {
    const tooClose = AVATAR_COLOURS.filter((colour) =>
      (['light', 'dark'] as const).some((mode) => distanceFromBar(colour, mode) < MIN_DIFFERENCE),
    );
    expect([...tooClose].sort()).toEqual([...VANISHING_ON_TOP_BAR].sort());
    expect(distanceFromBar('green', 'light')).toBeLessThan(10);
  });

  it('spreads users over every colour left, none given more than twice its share', () => {
    const counts = new Map<AvatarColour, number>();
    for (let id = 1; id <= 1300; id += 1) counts.set(avatarColourFor(id), (counts.get(avatarColourFor(id)) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...USER_AVATAR_COLOURS].sort());
    const share = 1300 / USER_AVATAR_COLOURS.length;
    for (const count of counts.values()) expect(count).toBeLessThan(2 * share);
    expect(new Set([1, 2, 3, 4, 5].map(avatarColourFor)).size).toBeGreaterThan(2);
  });
});

describe('initials (spec section 3)', () => {
  it('takes the upper-case first letter of each word of the name', () => {
    expect(initialsOf('Demo Club Admin')).toBe('DCA');
    expect(initialsOf('  ada   lovelace ')).toBe('AL');
    expect(initialsOf('Émile zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
  });

  it('uses user_initial when the server sends one, and derives it otherwise', () => {
    expect(userInitial({ user_name: 'Demo Member', user_initial: 'X' })).toBe('X');
    expect(userInitial({ user_name: 'Demo Member' })).toBe('DM');
    expect(userInitial({ user_name: 'Demo Member', user_initial: '' })).toBe('DM');
  });
});
