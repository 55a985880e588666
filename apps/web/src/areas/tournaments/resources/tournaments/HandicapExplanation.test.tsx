import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../labels/tournaments';
import { addLabels, i18nProvider } from '../../../../providers/i18nProvider';
import { HandicapExplanation } from './HandicapExplanation';

const entry = {
  name: 'Ailsa Lindsay',
  hole_category_name: 'Red',
  handicap_index: 29.1,
  course_rating: 72.4,
  slope_rating: 127,
  rated_par: 72,
  course_handicap: 33,
  playing_handicap: 31,
};

function renderExplanation(
  terms = { holes: 18, handicap_allowance: 95, max_handicap: null as number | null },
  shown = entry,
) {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <HandicapExplanation entry={shown} terms={terms} />
    </I18nContextProvider>,
  );
}

describe("an entry's playing handicap explains itself", () => {
  beforeAll(() => addLabels(labels));
  afterEach(cleanup);

  it('shows on a tap the index, the tee set, and the WHS formulas with the numbers put in', async () => {
    renderExplanation();
    await userEvent.click(screen.getByRole('button', { name: 'How Ailsa Lindsay’s handicaps are worked out' }));
    const explanation = await screen.findByRole('dialog', { name: 'How Ailsa Lindsay’s handicaps are worked out' });
    expect(explanation.textContent).toContain('Handicap Index on the day: 29.1');
    expect(explanation.textContent).toContain('Tee set Red: course rating 72.4, slope 127, par 72');
    // 29.1 x 127 / 113 + 0.4 = 33.105...
    expect(explanation.textContent).toContain('Course handicap = 29.1 × 127 ÷ 113 + (72.4 − 72) = 33.11, shown as 33');
    expect(explanation.textContent).toContain('Playing handicap = 33.11 × 95% = 31.45, rounded to 31');
  });

  it('says when the maximum held the playing handicap down', async () => {
    renderExplanation({ holes: 18, handicap_allowance: 95, max_handicap: 28 }, { ...entry, playing_handicap: 28 });
    await userEvent.click(screen.getByRole('button', { name: /handicaps are worked out/ }));
    const explanation = await screen.findByRole('dialog');
    expect(explanation.textContent).toContain('rounded to 31');
    expect(explanation.textContent).toContain('Held at the maximum of 28');
  });

  it('writes a plus handicap with its plus sign, on the button and in the sums', async () => {
    const plus = { ...entry, handicap_index: -2.1, course_rating: 70.1, slope_rating: 130, course_handicap: -4 };
    renderExplanation(undefined, { ...plus, playing_handicap: -4 });
    const button = screen.getByRole('button', { name: /handicaps are worked out/ });
    expect(button.textContent).toBe('+4');
    await userEvent.click(button);
    const explanation = await screen.findByRole('dialog');
    expect(explanation.textContent).toContain('Handicap Index on the day: +2.1');
    // -2.1 x 130 / 113 + (70.1 - 72) = -4.3159...; 95% of it -4.10
    expect(explanation.textContent).toContain('shown as +4');
    expect(explanation.textContent).toContain('rounded to +4');
  });
});
