import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { xssCorpus } from '../../apps/server/test/xss-corpus.js';
import { desktop, logIn, newPage, patiently, phone } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

/** An API call with the page's own session, in its club. */
async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  const state = JSON.parse((await page.evaluate(() => localStorage.getItem('golfAPP_userState'))) ?? '{}');
  const response = await fetch(`${journey.server.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Token ${state.auth_token}`,
      'x-golf-course': String(state.active_golf_course_id),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A demo user signed in, working in the demo club (the demo member chooses it among their two). */
async function signIn(email: string, viewport = desktop) {
  const page = await newPage(journey.browser, journey.server.url, viewport);
  await logIn(page, email);
  // One club is chosen at once; the demo member, in two, picks it.
  const choice = page.getByRole('button', { name: /^Fairway Demo Golf Club/ });
  await expect.poll(async () => page.url().endsWith('/dashboard') || (await choice.isVisible()), patiently).toBe(true);
  if (!page.url().endsWith('/dashboard')) await choice.click();
  await page.waitForURL('**/dashboard', patiently);
  return page;
}

/** Pastes a PNG drawn in the page into the focused editor, as a person pasting a screenshot does. */
async function pasteImage(page: Page) {
  await page.locator('.ProseMirror').evaluate(async (editor) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2e7d32';
    context.fillRect(0, 0, 120, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  });
}

describe("a club's news", () => {
  it('an admin writes an article with a pasted image and publishes it; a member reads it on a phone and comments; the admin approves; the member sees it', async () => {
    const title = 'Greens week: the journey edition';
    const admin = await signIn('admin@demo.fairway.golf');
    await admin.goto('/news-article/create');
    await admin.getByRole('heading', { name: 'Add News Article' }).waitFor(patiently);
    await admin.getByRole('textbox', { name: /^Title/ }).fill(title);
    // The slug follows the title.
    await expect
      .poll(() => admin.getByRole('textbox', { name: /^Web address/ }).inputValue(), patiently)
      .toBe('greens-week-the-journey-edition');
    const editor = admin.locator('.ProseMirror');
    await editor.click();
    await admin.keyboard.type('The greens are quick this week.');
    await pasteImage(admin);
    const pasted = editor.locator('img[src^="/api/attachments/"]');
    await pasted.waitFor(patiently);
    await admin.getByRole('combobox', { name: /^Status/ }).click();
    await admin.getByRole('option', { name: 'Published' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/news-article', patiently);
    const [stored] = (
      await api<{ results: { id: number; body: string; status: string }[] }>(
        admin,
        'GET',
        'news_article/?search=journey',
      )
    ).results;
    expect(stored!.status).toBe('published');
    expect(stored!.body).toMatch(
      /^<p>The greens are quick this week\.<\/p>.*<img src="\/api\/attachments\/\d+\/file\/"/,
    );

    const member = await signIn('member@demo.fairway.golf', phone);
    await member.goto('/news');
    await member.getByRole('link', { name: new RegExp(title) }).click();
    await member.getByRole('heading', { level: 1, name: title }).waitFor(patiently);
    const image = member.locator('.article-body img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), patiently).toBe(120);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await member.getByRole('textbox', { name: 'Your comment' }).fill('Quick indeed, three putts on the 7th!');
    await member.getByRole('button', { name: 'Send the comment' }).click();
    const mine = member.getByRole('listitem').filter({ hasText: 'three putts on the 7th' });
    await mine.getByText('Waiting for approval').waitFor(patiently);

    await admin.goto('/news-comment');
    const row = admin.getByRole('row').filter({ hasText: 'three putts on the 7th' });
    await row.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('1 comment approved').waitFor(patiently);

    await member.reload();
    await mine.waitFor(patiently);
    expect(await mine.getByText('Waiting for approval').count()).toBe(0);
    await member.getByRole('heading', { name: '1 comment' }).waitFor(patiently);
  });

  it('renders the OWASP cheat sheet inert: no script runs, no dialog opens, no handler is left', async () => {
    const admin = await signIn('admin@demo.fairway.golf');
    const article = await api<{ id: number }>(admin, 'POST', 'news_article/', {
      title: 'Filter evasion',
      slug: 'filter-evasion',
      status: 'published',
      body: xssCorpus.join('\n'),
    });
    const member = await signIn('member@demo.fairway.golf', phone);
    const dialogs: string[] = [];
    member.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await member.goto(`/news/${article.id}`);
    await member.getByRole('heading', { level: 1, name: 'Filter evasion' }).waitFor(patiently);
    // Give anything that would run (an image's error, a toggle, a refresh) the time to.
    await member.locator('.article-body a').first().hover();
    await member.waitForTimeout(1000);
    const found = await member.evaluate(() => {
      const body = document.querySelector('.article-body')!;
      const elements = Array.from(body.querySelectorAll('*'));
      return {
        flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
        dangerous: elements.filter((element) =>
          /^(script|iframe|svg|math|object|embed|style|link|meta|base|form|input|video|details)$/i.test(
            element.tagName,
          ),
        ).length,
        handlers: elements.flatMap((element) =>
          element.getAttributeNames().filter((name) => /^on|^style$|^srcdoc$/i.test(name)),
        ),
        schemes: Array.from(body.querySelectorAll('[href], [src]'))
          .map((element) => element.getAttribute('href') ?? element.getAttribute('src'))
          .filter((url) => !/^(https?:|mailto:|tel:|\/api\/attachments\/\d+\/file\/$)/.test(url ?? '')),
        text: body.textContent ?? '',
      };
    });
    expect(found.flag).toBeNull();
    expect(dialogs).toEqual([]);
    expect(found.dangerous).toBe(0);
    expect(found.handlers).toEqual([]);
    expect(found.schemes).toEqual([]);
    expect(found.text).toContain('a safe link with handlers');
  });
});
