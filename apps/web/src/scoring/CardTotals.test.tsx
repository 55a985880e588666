import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardFixture } from './cardFixture';
import { CardView } from './CardView';

/** happy-dom's own handle on the window, for the screen size media queries read. */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function showCard(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 844 });
  const card = cardFixture();
  const fours = card.holes.map((hole) => ({ member_id: 12, hole_number: hole.hole_number, strokes: 4 }));
  const pending = [...fours, { member_id: 13, hole_number: 1, strokes: 5 }];
  const noop = () => undefined;
  render(
    <CardView
      card={card}
      pending={pending}
      unsentMembers={new Set()}
      signing={null}
      signProblem={null}
      onOpenHole={noop}
      onSign={noop}
    />,
  );
}

afterEach(cleanup);

describe("a phone's scorecard", () => {
  it('shows each player Out, In, Total and to par in a narrow table under the card', () => {
    showCard(390);
    const table = screen.getByRole('table', { name: 'Totals' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Player', 'Out', 'In', 'Total', 'To par']);
    expect(rows[1]).toEqual(['Ann Baker', '36', '36', '72', 'E']);
    expect(rows[2]).toEqual(['Bob Carter', '', '', '5', '+1']);
  });

  it('leaves a wider screen the totals of the card itself', () => {
    showCard(1024);
    expect(screen.queryByRole('table', { name: 'Totals' })).toBeNull();
  });
});
