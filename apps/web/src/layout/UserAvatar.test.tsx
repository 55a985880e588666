import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../App';
import { initialsOf, userInitial } from './initials';
import { AVATAR_COLOURS, avatarColourFor, ownAvatarColour, UserAvatar, type UserAvatarProps } from './UserAvatar';

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

  it('draws each user one colour of the 17 palette names, and keeps it', () => {
    expect(AVATAR_COLOURS).toHaveLength(17);
    expect(AVATAR_COLOURS[0]).toBe('red');
    expect(AVATAR_COLOURS[16]).toBe('brown');
    const first = avatarColourFor('member@demo.fairway.golf', () => 0.99);
    expect(first).toBe('brown');
    expect(avatarColourFor('member@demo.fairway.golf', () => 0)).toBe('brown');
    expect(avatarColourFor('admin@demo.fairway.golf', () => 0)).toBe('red');
  });

  it("keeps the signed-in user's own colour across visits, and shows it wherever their avatar appears", async () => {
    localStorage.clear();
    expect(ownAvatarColour('Uma User', () => 0.5)).toBe(AVATAR_COLOURS[8]);
    vi.resetModules();
    const nextVisit = await import('./UserAvatar');
    expect(nextVisit.ownAvatarColour('Uma User', () => 0)).toBe(AVATAR_COLOURS[8]);
    expect(nextVisit.avatarColourFor('Uma User', () => 0)).toBe(AVATAR_COLOURS[8]);
    expect(nextVisit.avatarColourFor('Someone Else', () => 0)).toBe('red');
  });

  it('paints the same colour on every render', () => {
    const colour = avatarColourFor('events@demo.fairway.golf');
    const { rerender, getByText } = show({ initial: 'EM', color: colour });
    const before = getComputedStyle(getByText('EM')).backgroundColor;
    expect(before).not.toBe('');
    rerender(
      <AppFrame>
        <UserAvatar initial="EM" color={avatarColourFor('events@demo.fairway.golf')} />
      </AppFrame>,
    );
    expect(getComputedStyle(getByText('EM')).backgroundColor).toBe(before);
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
