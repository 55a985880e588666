import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema/index.js';
import { demo, useTestApp } from './test-app.js';

const t = useTestApp();
let superToken: string;
beforeEach(async () => {
  superToken = await t.tokenFor(demo.super);
});
const list = (url: string) => t.call({ method: 'GET', url, token: superToken });
const namesIn = (page: { results: { name: string }[] }) => page.results.map((country) => country.name);

describe('list pages kept in memory', () => {
  it('answers a page asked for again without the database, and any other page from it', async () => {
    const first = await list('/api/countries/?page_size=3');
    expect(first.statusCode).toBe(200);
    await t.handle.close();
    const again = await list('/api/countries/?page_size=3');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await list('/api/countries/?page_size=4')).statusCode).toBe(503);
  });

  it('shows a change made through the API in the very next list', async () => {
    const before = (await list('/api/countries/?search=Portug')).json();
    expect(before.count).toBe(0);
    const created = await t.call({
      method: 'POST',
      url: '/api/countries/',
      token: superToken,
      payload: { name: 'Portugal', iso_code: 'PT' },
    });
    expect(created.statusCode).toBe(201);
    expect(namesIn((await list('/api/countries/?search=Portug')).json())).toEqual(['Portugal']);
    const id = created.json().id;
    await t.call({
      method: 'PATCH',
      url: `/api/countries/${id}/`,
      token: superToken,
      payload: { name: 'Portugal (PT)' },
    });
    expect(namesIn((await list('/api/countries/?search=Portug')).json())).toEqual(['Portugal (PT)']);
    await t.call({ method: 'DELETE', url: `/api/countries/${id}/`, token: superToken });
    expect((await list('/api/countries/?search=Portug')).json().count).toBe(0);
  });

  it("shows a change made in the database behind the server's back within a second", async () => {
    expect((await list('/api/countries/?search=Iceland')).json().count).toBe(0);
    await t.db.insert(countries).values({ name: 'Iceland', iso_code: 'IS' });
    const deadline = Date.now() + 1_000;
    let page = (await list('/api/countries/?search=Iceland')).json();
    while (page.count === 0 && Date.now() < deadline) {
      await sleep(20);
      page = (await list('/api/countries/?search=Iceland')).json();
    }
    expect(namesIn(page)).toEqual(['Iceland']);
  });

  it("hears of every table but the tokens, the audit log and live scoring's own (decision 0063)", async () => {
    const { rows } = (await t.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and not exists (
        select 1 from pg_trigger where tgrelid = quote_ident(table_name)::regclass and tgname = table_name || '_changes')
      order by table_name`)) as { rows: { table_name: string }[] };
    // Live scoring's tables change many times a minute; its boards hear `board:<id>` and no list page reads them.
    expect(rows.map((row) => row.table_name)).toEqual([
      'audit_log',
      'auth_tokens',
      'leaderboard_versions',
      'member_handicap_summaries',
      'player_round_cards',
      'player_score_changes',
      'player_scores',
    ]);
  });
});
