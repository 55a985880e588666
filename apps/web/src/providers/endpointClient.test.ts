import { endpoint, eventManagerEndpoints, userRoleEndpoints } from '@fairway/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { demoClub, fakeApi } from '../test/fakeApi';
import { callEndpoint, endpointKey } from './endpointClient';
import { HttpError } from './httpClient';
import { chooseGolfCourse, startSession } from './session';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => vi.unstubAllGlobals());

const player = {
  id: 1,
  event_manager_id: 3,
  member_id: 12,
  member_name: 'Priya Shah',
  gender: 'F',
  handicap_index: 14.2,
  is_club_member: false,
};

describe('the typed client of the endpoints declared in the contract', () => {
  it('sends a GET to the declared path with its query, for the active club, and answers the body', async () => {
    const requests = fakeApi(() => ({ status: 200, body: [player] }));
    const players = await callEndpoint(eventManagerEndpoints.roster, { query: { event_manager_id: '3' } });
    expect(players).toEqual([player]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.path).toBe('/api/event_manager/event_manager_member_index/');
    expect(requests[0]!.search.toString()).toBe('event_manager_id=3');
    expect(requests[0]!.headers.get('X-Golf-Course')).toBe('1');
    expect(requests[0]!.body).toBeNull();
  });

  it('leaves empty query values out', async () => {
    const requests = fakeApi(() => ({ status: 200, body: [] }));
    await callEndpoint(eventManagerEndpoints.rosterCandidates, { query: { event_manager_id: '3', search: '' } });
    expect(requests[0]!.path).toBe('/api/event_manager/ddl_club_members/');
    expect(requests[0]!.search.toString()).toBe('event_manager_id=3');
  });

  it('sends a POST with its JSON body to the declared path', async () => {
    const requests = fakeApi(() => ({ status: 200, body: [player] }));
    await callEndpoint(eventManagerEndpoints.changeRoster, {
      body: { event_manager_id: 3, action: 'remove', member_id: 12 },
    });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.path).toBe('/api/event_manager/add_remove_event_manager_member_association/');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toEqual({ event_manager_id: 3, action: 'remove', member_id: 12 });
  });

  it('fills the path parameters: a grant POSTs to the user, a revoke DELETEs the role of the user', async () => {
    const requests = fakeApi(() => ({ status: 200, body: {} }));
    await callEndpoint(userRoleEndpoints.grant, { params: { id: 7 }, body: { role: 10 } });
    await callEndpoint(userRoleEndpoints.revoke, { params: { id: 7, role: 5 } });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/users/7/roles/',
      'DELETE /api/users/7/roles/5/',
    ]);
    expect(requests[0]!.body).toEqual({ role: 10 });
    expect(requests[1]!.body).toBeNull();
  });

  it('refuses to call a path whose parameter is missing, before anything is sent', async () => {
    const requests = fakeApi(() => ({ status: 200, body: {} }));
    const broken = endpoint({
      method: 'DELETE',
      path: '/api/things/{id}/',
      params: z.object({ id: z.number() }),
      answer: z.object({}),
    });
    await expect(callEndpoint(broken, { params: {} as { id: number } })).rejects.toThrow('/api/things/{id}/ needs id');
    expect(requests).toEqual([]);
  });

  it("throws a refusal as the HTTP client's error, with the server's body", async () => {
    fakeApi(() => ({ status: 400, body: { new_golfer: { email: ['Enter a valid email address.'] } } }));
    const refusal = await callEndpoint(eventManagerEndpoints.changeRoster, {
      body: { event_manager_id: 3, action: 'add', member_id: 12 },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).body).toEqual({ new_golfer: { email: ['Enter a valid email address.'] } });
  });

  it('keys the cache by the endpoint, and one answer by its input', () => {
    const input = { query: { event_manager_id: '3' } };
    expect(endpointKey(eventManagerEndpoints.roster)).toEqual([
      'GET',
      '/api/event_manager/event_manager_member_index/',
    ]);
    expect(endpointKey(eventManagerEndpoints.roster, input)).toEqual([
      'GET',
      '/api/event_manager/event_manager_member_index/',
      input,
    ]);
  });
});
