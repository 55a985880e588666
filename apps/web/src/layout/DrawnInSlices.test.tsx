import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnInSlices } from './DrawnInSlices';

afterEach(cleanup);

describe('a screen drawn in slices behind the first screen', () => {
  it('shows the first screen as it mounts, then the screen in its place', async () => {
    render(
      <DrawnInSlices first={<p>The club's first screen</p>}>
        <p>The dashboard</p>
      </DrawnInSlices>,
    );
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(screen.queryByText("The club's first screen")).toBeNull();
  });

  it('shows the next page at once once the first is drawn: only the first draw waits', async () => {
    const { rerender } = render(
      <DrawnInSlices first={<p>The club's first screen</p>}>
        <p>The dashboard</p>
      </DrawnInSlices>,
    );
    await screen.findByText('The dashboard');
    rerender(
      <DrawnInSlices first={<p>The club's first screen</p>}>
        <p>The tee sheet</p>
      </DrawnInSlices>,
    );
    expect(screen.getByText('The tee sheet')).toBeTruthy();
    expect(screen.queryByText("The club's first screen")).toBeNull();
  });
});
