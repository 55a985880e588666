import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openScoreQueueStore, type QueuedScore } from './scoreQueueStore';
import { cardFixture } from './cardFixture';

const entry = (client_key: string, queued_at: number): QueuedScore => ({
  client_key,
  player_round_id: 1,
  member_id: 12,
  hole_number: 1,
  strokes: 4,
  base_version: 0,
  group_id: 3,
  queued_at,
  state: 'waiting',
});

describe("the phone's IndexedDB store", () => {
  it('keeps the queue across a reopening, oldest entry first', async () => {
    const first = await openScoreQueueStore('store-test-queue');
    await first.put(entry('b', 2));
    await first.put(entry('a', 1));
    const again = await openScoreQueueStore('store-test-queue');
    expect((await again.queued()).map((each) => each.client_key)).toEqual(['a', 'b']);
    await again.remove('a');
    expect((await again.queued()).map((each) => each.client_key)).toEqual(['b']);
  });

  it('keeps the last card opened for each group, so it opens with no signal', async () => {
    const store = await openScoreQueueStore('store-test-cards');
    const card = cardFixture();
    await store.keepCard(card);
    expect(await store.card(card.group_id)).toEqual(card);
    expect(await store.card(999)).toBeUndefined();
  });
});
