import { Role } from '@fairway/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoClub, demoUser, fakeApi } from '../test/fakeApi';
import { signedInForEachTest } from '../test/renderApp';
import { askForSignedInDataEarly } from './api';
import { createQueryClient, useCurrentUser, useInitData } from './queries';
import { chooseGolfCourse } from './session';

signedInForEachTest();

/** Every draw of the signed-in user's name and club list, as the first screen's parts read them. */
function Reader({ draws }: { draws: string[] }) {
  const { data: user } = useCurrentUser();
  const { data: init } = useInitData();
  const drawn = `${user?.user_name ?? 'no user'}, ${init?.data.length ?? 'no'} clubs`;
  draws.push(drawn);
  return <p>{drawn}</p>;
}

describe('the answers asked for before the app loads', () => {
  it('are drawn in the first draw once they are in, and asked for once', async () => {
    chooseGolfCourse(demoClub);
    const requests = fakeApi(demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] }));
    askForSignedInDataEarly();
    await waitFor(() => expect(requests).toHaveLength(2));
    // The answers arrive a moment after their requests.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const draws: string[] = [];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Reader draws={draws} />
      </QueryClientProvider>,
    );

    expect(draws[0]).toBe('Alex Admin, 1 clubs');
    await screen.findByText('Alex Admin, 1 clubs');
    // The queries took the early answers: nothing was asked again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((request) => request.path)).toEqual(['/api/init/', '/api/users/current/']);
    expect(new Set(draws)).toEqual(new Set(['Alex Admin, 1 clubs']));
  });
});
