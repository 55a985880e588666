import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlip } from './useFlip';

const ROW_HEIGHT = 40;

/** A board's body of rows in the order given, glided by `useFlip` as the board does. */
function Body({ order }: { order: string[] }) {
  const body = useRef<HTMLTableSectionElement>(null);
  useFlip(body, order.join());
  return (
    <table>
      <thead>
        <tr>
          <th>Par</th>
        </tr>
      </thead>
      <tbody ref={body}>
        {order.map((name) => (
          <tr key={name} data-flip-key={name}>
            <td>{name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the board's body starts on the screen: moved by a notice above the board, or by scrolling. */
let bodyTop: number;
let glides: { row: string; from: string }[];

beforeEach(() => {
  bodyTop = 200;
  glides = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'TBODY') return new DOMRect(0, bodyTop, 600, ROW_HEIGHT * 3);
    const row = [...(this.parentElement?.children ?? [])].indexOf(this);
    return new DOMRect(0, bodyTop + row * ROW_HEIGHT, 600, ROW_HEIGHT);
  });
  Element.prototype.animate = vi.fn(function (this: Element, keyframes: Keyframe[]) {
    glides.push({ row: this.textContent ?? '', from: String(keyframes[0]?.transform) });
    return {} as Animation;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the board's rows gliding to their new places", () => {
  it('glide a player who moves up from their old place in the body', () => {
    const { rerender } = render(<Body order={['Ann', 'Bob', 'Cal']} />);
    rerender(<Body order={['Cal', 'Ann', 'Bob']} />);
    expect(glides).toEqual([
      { row: 'Cal', from: `translateY(${2 * ROW_HEIGHT}px)` },
      { row: 'Ann', from: `translateY(${-ROW_HEIGHT}px)` },
      { row: 'Bob', from: `translateY(${-ROW_HEIGHT}px)` },
    ]);
  });

  it('never send rows over the par and stroke-index rows when the whole board moves on the screen', () => {
    const { rerender } = render(<Body order={['Ann', 'Bob', 'Cal']} />);
    // The page is scrolled, or a notice shows above the board, as an update arrives: the board is 48 px lower on the
    // screen, its order the same.
    bodyTop = 248;
    rerender(<Body order={['Ann', 'Bob', 'Cal']} />);
    // Then Cal goes top: only the rows that changed places glide, each from its old place in the body.
    rerender(<Body order={['Cal', 'Ann', 'Bob']} />);
    expect(glides).toEqual([
      { row: 'Cal', from: `translateY(${2 * ROW_HEIGHT}px)` },
      { row: 'Ann', from: `translateY(${-ROW_HEIGHT}px)` },
      { row: 'Bob', from: `translateY(${-ROW_HEIGHT}px)` },
    ]);
  });
});
