import { Role } from '@fairway/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

/** A club admin whose API knows no record at all: every record asked for is not found, as another club's is. */
function aClubAdmin() {
  return fakeApi(demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] }));
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a record that does not exist, or is another club’s', { timeout: 90_000 }, () => {
  it('opened in its form, says it is not found and leads back to its list, where it stays', async () => {
    aClubAdmin();
    renderApp('/news-article/1');
    await screen.findByRole('heading', { name: 'News Article not found' }, { timeout: 40_000 });
    expect(screen.getByText(/^There is no such news article in this golf club/)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to News Articles' });
    expect(back.getAttribute('href')).toBe('/news-article');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('opened as a posting, says it is not found instead of loading for ever', async () => {
    aClubAdmin();
    renderApp('/member-payments/504');
    await screen.findByRole('heading', { name: 'Payment not found' }, { timeout: 40_000 });
    expect(screen.getByRole('link', { name: 'Back to Payments' }).getAttribute('href')).toBe('/member-payments');
  });
});
