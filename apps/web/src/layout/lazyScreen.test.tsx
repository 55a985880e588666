import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

afterEach(cleanup);

const module = { Greeting: () => <p>The club's screen</p> };

describe('a screen loaded with its route', () => {
  it('draws at once, without its fallback, once its scripts have loaded', async () => {
    const Greeting = lazyScreen(async () => module, 'Greeting');
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText("The club's screen")).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback until its scripts have loaded, then the screen', async () => {
    let loaded = () => {};
    const scripts = new Promise<typeof module>((resolve) => (loaded = () => resolve(module)));
    const Greeting = lazyScreen(() => scripts, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
    screen.getByText('Loading');
    await act(async () => loaded());
    await screen.findByText("The club's screen");
  });
});
