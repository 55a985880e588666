import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessible, logIn, newPage, patiently, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

/**
 * The text a PDF shows, line by line: its content streams inflated, and the strings of each text-showing operator
 * (pdfkit writes them as hex of the font's one-byte codes, WinAnsi, so "£" is A3) joined up.
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = shown[1] ? [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!) : [shown[2]!];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

const screenText = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())!.trim();

describe("the treasurer's month", () => {
  it("runs the month's bill after its preview, takes a payment, voids it with a reason, and the statement's PDF adds up as the screen does", async () => {
    const page = await newPage(journey.browser, journey.server.url, desktop);
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard', patiently);

    // This month's bills: previewed, then posted after the confirmation.
    await page.goto('/members-billing');
    await page.getByRole('heading', { level: 1, name: 'Members Billing' }).waitFor(patiently);
    await page.getByText('Not billed yet').waitFor(patiently);
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewTotal = page.getByTestId('preview-total');
    await previewTotal.waitFor(patiently);
    const total = (await previewTotal.textContent())!;
    const members = (await page.getByTestId('preview-members').textContent())!;
    expect(total).toMatch(/^£[\d,]+\.\d\d$/);
    await saveScreenshot(page, 'billing-preview');
    await expectAccessible(page, 'billing preview');
    await page.getByRole('button', { name: 'Post the bills' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Billed ${members} members, ${total}.`).waitFor(patiently);
    await expect.poll(() => page.getByRole('button', { name: 'Post the bills' }).isDisabled(), patiently).toBe(true);

    // A payment from Morgan Member, taken and then voided with a reason.
    await page.goto('/member-payments/create');
    await page.getByRole('heading', { level: 1, name: 'Add Payment' }).waitFor(patiently);
    await page.getByRole('combobox', { name: /^Member/ }).fill('Morgan');
    await page.getByRole('option', { name: /Morgan Member/ }).click();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('0.005');
    await page.getByRole('textbox', { name: /^Reference/ }).fill('Journey receipt');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server reads the amount in pounds: a third decimal is refused on the field, and nothing is posted.
    await page.getByText('Enter at most 2 decimals.').waitFor(patiently);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('42.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/member-payments', patiently);
    await page.getByRole('row', { name: /Journey receipt/ }).click();
    await page.getByRole('heading', { level: 1, name: /^Payment - Morgan Member/ }).waitFor(patiently);
    await page.getByText('£42.50').waitFor(patiently);
    await page.getByRole('button', { name: 'Void' }).click();
    const voiding = page.getByRole('dialog');
    await voiding.getByRole('textbox', { name: /^Reason/ }).fill('Card payment taken twice');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await page.getByText(/^Voided on .*: Card payment taken twice$/).waitFor(patiently);
    expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);

    // The member's statement: the payment and its reversal, and the same totals in the PDF.
    await page.getByRole('link', { name: 'Member’s statement' }).click();
    await page.getByRole('heading', { level: 2, name: /Morgan Member/ }).waitFor(patiently);
    await expect.poll(() => page.getByRole('row', { name: /Journey receipt/ }).count(), patiently).toBe(2);
    const onScreen = {
      debit: await screenText(page, 'total-debit'),
      credit: await screenText(page, 'total-credit'),
      closing: await screenText(page, 'closing-balance'),
    };
    await saveScreenshot(page, 'billing-statement');
    await expectAccessible(page, 'statement');
    // The PDF opens in a tab of its own; the bytes the browser was sent are kept on their way through.
    let pdf: Buffer | undefined;
    await page.route(/format=pdf/, async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response });
    });
    const [pdfTab] = await Promise.all([
      page.context().waitForEvent('page', patiently),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    await pdfTab.waitForURL(/^blob:/, patiently);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf!);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Fairway Demo Golf Club');
    expect(text).toContain(`Closing balance: ${onScreen.closing}`);
    expect(text).toContain(onScreen.debit);
    expect(text).toContain(onScreen.credit);
    expect(text).toContain('Void: Payment by cash (Journey receipt)');
  });
});
