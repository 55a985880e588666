import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a new article's form, in the club staff's words", { timeout: 90_000 }, () => {
  it('is headed "Add News Article", makes the web address from the title, and offers only real statuses', async () => {
    const admin = demoUser({ name: 'Pat', courses: [demoClub], roles: () => [Role.admin] });
    fakeApi((request) =>
      request.path.startsWith('/api/news_') ? { status: 200, body: { count: 0, results: [] } } : admin(request),
    );
    renderApp('/news-article/create');
    await screen.findByRole('heading', { name: 'Add News Article' }, { timeout: 40_000 });
    expect(screen.queryByRole('textbox', { name: /^Slug/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Course Closed Friday');
    expect((screen.getByRole('textbox', { name: /^Web address/ }) as HTMLInputElement).value).toBe(
      'course-closed-friday',
    );
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim())).not.toContain('');
    expect(options[0]!.textContent).toBe('Draft');
  });
});
