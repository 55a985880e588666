import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { golfCourseHoles, holeDetails } from '../src/db/schema/index.js';
import { callsAs, type Who, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

const call = callsAs(t);

const list = async (resource: string, query = '', who: Who = 'admin', golfCourseId = demoClubId) =>
  (await call('GET', `/api/${resource}/?page_size=100&${query}`, who, undefined, golfCourseId)).json()
    .results as Record<string, unknown>[];

type Hole = { id: number; number: number; par: number; stroke_index: number; stroke_index_ladies: number | null };
const holesOf = async (golfCourseId = demoClubId) =>
  (await list('golf_course_holes', '', golfCourseId === demoClubId ? 'admin' : 'secondAdmin', golfCourseId)) as Hole[];
const holeNumbered = async (number: number, golfCourseId = demoClubId) =>
  (await holesOf(golfCourseId)).find((hole) => hole.number === number)!;
const teeSetNamed = async (name: string, golfCourseId = demoClubId) =>
  (await list('hole_categories', '', golfCourseId === demoClubId ? 'admin' : 'secondAdmin', golfCourseId)).find(
    (teeSet) => teeSet.name === name,
  )!.id as number;

/** A record of each resource, and a change of it any admin may make, from the seeded demo club. */
const resources: { name: string; someId: () => Promise<number>; change: Record<string, unknown> }[] = [
  { name: 'hole_categories', someId: () => teeSetNamed('White'), change: { colour: '#fafafa' } },
  {
    name: 'golf_course_indexes',
    someId: async () => (await list('golf_course_indexes'))[0]!.id as number,
    change: { slope_rating: 130 },
  },
  { name: 'golf_course_holes', someId: async () => (await holeNumbered(1)).id, change: { name: 'Long Acre' } },
  {
    name: 'hole_details',
    someId: async () => (await list('hole_details'))[0]!.id as number,
    change: { distance: 390 },
  },
  {
    name: 'hole_intermediate_points',
    someId: async () => (await list('hole_intermediate_points'))[0]!.id as number,
    change: { label: 'Back tee' },
  },
  {
    name: 'player_round_section',
    someId: async () => (await list('player_round_section'))[0]!.id as number,
    change: { name: 'Outward nine' },
  },
];

describe('who may read and change the course', () => {
  for (const resource of resources) {
    it(`${resource.name}: every role of the club reads, its admins and the super admin change, others are refused`, async () => {
      const id = await resource.someId();
      const one = `/api/${resource.name}/${id}/`;
      const all = `/api/${resource.name}/`;
      for (const who of ['super', 'admin', 'member', 'user', 'events'] as const) {
        expect((await call('GET', all, who)).statusCode, `${who} lists`).toBe(200);
        expect((await call('GET', one, who)).statusCode, `${who} reads`).toBe(200);
      }
      for (const who of ['member', 'user', 'events'] as const) {
        expect((await call('PATCH', one, who, resource.change)).statusCode, `${who} changes`).toBe(403);
        expect((await call('PUT', one, who, {})).statusCode, `${who} replaces`).toBe(403);
        expect((await call('POST', all, who, {})).statusCode, `${who} adds`).toBe(403);
        expect((await call('DELETE', one, who)).statusCode, `${who} deletes`).toBe(403);
      }
      expect((await call('GET', all, 'secondAdmin')).statusCode, "another club's admin").toBe(403);
      expect((await call('PATCH', one, 'secondAdmin', resource.change)).statusCode).toBe(403);
      expect((await call('GET', all, 'anonymous')).statusCode).toBe(401);
      expect((await call('PATCH', one, 'anonymous', resource.change)).statusCode).toBe(401);
      expect((await call('GET', one, 'admin')).json()).not.toMatchObject(resource.change);
      for (const who of ['admin', 'super'] as const) {
        const changed = await call('PATCH', one, who, resource.change);
        expect(changed.statusCode, `${who} changes`).toBe(200);
        expect(changed.json()).toMatchObject(resource.change);
      }
    });

    it(`${resource.name}: another club's id is not found, to read, change or delete`, async () => {
      const id = await resource.someId();
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          `/api/${resource.name}/${id}/`,
          'secondAdmin',
          resource.change,
          secondClubId,
        );
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
      expect((await call('GET', `/api/${resource.name}/${id}/`)).json()).not.toMatchObject(resource.change);
    });
  }

  it('the card, the holes by par and a section: every role of the club reads; only admins save the card', async () => {
    const section = (await list('player_round_section'))[0]!.id;
    const card = (await call('GET', '/api/golf_course_holes/card/')).json();
    const save = { holes: card.holes };
    for (const url of [
      '/api/golf_course_holes/card/',
      '/api/hole_list_group_by_par/',
      `/api/player_round_section/get_section_holes/?section_id=${section}`,
    ]) {
      for (const who of ['super', 'admin', 'member', 'user', 'events'] as const) {
        expect((await call('GET', url, who)).statusCode, `${who} ${url}`).toBe(200);
      }
      expect((await call('GET', url, 'secondAdmin')).statusCode).toBe(403);
      expect((await call('GET', url, 'anonymous')).statusCode).toBe(401);
    }
    for (const who of ['member', 'user', 'events', 'secondAdmin'] as const) {
      expect((await call('PUT', '/api/golf_course_holes/card/', who, save)).statusCode, who).toBe(403);
    }
    expect((await call('PUT', '/api/golf_course_holes/card/', 'anonymous', save)).statusCode).toBe(401);
    for (const who of ['admin', 'super'] as const) {
      expect((await call('PUT', '/api/golf_course_holes/card/', who, save)).statusCode, who).toBe(200);
    }
    expect(
      (
        await call(
          'GET',
          `/api/player_round_section/get_section_holes/?section_id=${section}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the demo course', () => {
  it('is an 18-hole par 72, 36 out and 36 in, odd stroke indexes out and even in, from Blue, White and Red', async () => {
    const card = (await call('GET', '/api/golf_course_holes/card/', 'member')).json();
    expect(card.holes_count).toBe(18);
    expect(card.tee_sets.map((teeSet: { name: string }) => teeSet.name)).toEqual(['Blue', 'White', 'Red']);
    const pars = card.holes.map((hole: Hole) => hole.par);
    expect(pars.slice(0, 9).reduce((a: number, b: number) => a + b)).toBe(36);
    expect(pars.slice(9).reduce((a: number, b: number) => a + b)).toBe(36);
    expect(card.holes.slice(0, 9).every((hole: Hole) => hole.stroke_index % 2 === 1)).toBe(true);
    expect(card.holes.slice(9).every((hole: Hole) => hole.stroke_index % 2 === 0)).toBe(true);
    for (const hole of card.holes as (Hole & { distances: { distance: number }[] })[]) {
      const [blue, white, red] = hole.distances.map((entry) => entry.distance);
      expect(blue).toBeGreaterThan(white!);
      expect(white).toBeGreaterThan(red!);
      const [shortest, longest] = { 3: [100, 250], 4: [250, 480], 5: [420, 620] }[hole.par as 3 | 4 | 5]!;
      expect(white).toBeGreaterThanOrEqual(shortest!);
      expect(white).toBeLessThanOrEqual(longest!);
    }
    const ratings = await list('golf_course_indexes', '', 'member');
    expect(ratings.map((rating) => `${rating.hole_category_name} ${rating.gender}`).sort()).toEqual(
      ['Blue M', 'Red F', 'Red M', 'White F', 'White M'].sort(),
    );
    expect(ratings.find((rating) => rating.hole_category_name === 'White' && rating.gender === 'M')).toMatchObject({
      course_rating: 71.2,
      slope_rating: 128,
      par: 72,
    });
  });

  it("lays each hole's tee, fairway and green where its Blue distance says", async () => {
    const points = await list('hole_intermediate_points', 'hole_id=' + (await holeNumbered(4)).id);
    expect(points.map((point) => point.kind)).toEqual([
      'tee',
      'fairway_centre',
      'green_front',
      'green_centre',
      'green_back',
    ]);
    const [tee, , , centre] = points as { latitude: number; longitude: number }[];
    const metres = Math.hypot(
      (centre!.latitude - tee!.latitude) * 111_320,
      (centre!.longitude - tee!.longitude) * 111_320 * Math.cos((tee!.latitude * Math.PI) / 180),
    );
    const blue = (await list('hole_details', `hole_id=${(await holeNumbered(4)).id}`)).find(
      (detail) => detail.hole_category_name === 'Blue',
    )!.distance as number;
    expect(Math.abs(metres - blue * 0.9144)).toBeLessThan(2);
    expect(await list('hole_intermediate_points')).toHaveLength(90);
  });

  it('has Front 9, Back 9 and Full 18 sections, whose holes come in playing order', async () => {
    const sections = await list('player_round_section', '', 'member');
    expect(sections.map((section) => section.name)).toEqual(['Front 9', 'Back 9', 'Full 18']);
    const back = await call(
      'GET',
      `/api/player_round_section/get_section_holes/?section_id=${sections[1]!.id}`,
      'events',
    );
    expect(back.json().map((hole: Hole) => hole.number)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('groups the holes by par for the Peoria draw', async () => {
    const groups = (await call('GET', '/api/hole_list_group_by_par/', 'member')).json();
    expect(
      groups.map((group: { par: number; holes: Hole[] }) => [group.par, group.holes.map((hole) => hole.number)]),
    ).toEqual([
      [3, [3, 7, 11, 16]],
      [4, [1, 2, 5, 6, 8, 10, 13, 14, 15, 18]],
      [5, [4, 9, 12, 17]],
    ]);
  });

  it('gives the second club a 9-hole course indexed 1 to 9', async () => {
    const holes = await holesOf(secondClubId);
    expect(holes.map((hole) => hole.stroke_index).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('holes', () => {
  it('refuses a stroke index of 0 or 19 and a par of 2 or 7, changing nothing', async () => {
    const hole = await holeNumbered(1);
    for (const [payload, errors] of [
      [{ stroke_index: 0 }, { stroke_index: ['Ensure this value is greater than or equal to 1.'] }],
      [{ stroke_index: 19 }, { stroke_index: ['Ensure this value is less than or equal to 18.'] }],
      [{ par: 2 }, { par: ['Ensure this value is greater than or equal to 3.'] }],
      [{ par: 7 }, { par: ['Ensure this value is less than or equal to 6.'] }],
    ] as const) {
      const response = await call('PATCH', `/api/golf_course_holes/${hole.id}/`, 'admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await holeNumbered(1)).toEqual(hole);
  });

  it("refuses a second hole 3, and a hole past the course's last", async () => {
    const hole = await holeNumbered(4);
    const renumbered = await call('PATCH', `/api/golf_course_holes/${hole.id}/`, 'admin', { number: 3 });
    expect(renumbered.statusCode).toBe(400);
    expect(renumbered.json()).toEqual({ number: ['A hole with this number already exists.'] });
    const nineteenth = await call('POST', '/api/golf_course_holes/', 'admin', { number: 19, par: 4, stroke_index: 1 });
    expect(nineteenth.statusCode).toBe(400);
    expect(nineteenth.json()).toEqual({ number: ['This course has 18 holes.'] });
    expect((await holesOf()).length).toBe(18);
  });

  it('refuses a stroke index another hole of the 18 has, naming that hole', async () => {
    const hole = await holeNumbered(1);
    const clash = await call('PATCH', `/api/golf_course_holes/${hole.id}/`, 'admin', { stroke_index: 1 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ stroke_index: ['Stroke index 1 is also on hole 2.'] });
    const ladies = await call('PATCH', `/api/golf_course_holes/${hole.id}/`, 'admin', { stroke_index_ladies: 18 });
    expect(ladies.json()).toEqual({ stroke_index_ladies: ["Ladies' stroke index 18 is also on hole 16."] });
    expect(await holeNumbered(1)).toEqual(hole);
  });

  it('takes a hole back with its own stroke index, once deleted', async () => {
    const hole = await holeNumbered(18);
    expect((await call('DELETE', `/api/golf_course_holes/${hole.id}/`)).statusCode).toBe(204);
    const again = await call('POST', '/api/golf_course_holes/', 'admin', {
      number: 18,
      par: 4,
      stroke_index: 8,
      stroke_index_ladies: hole.stroke_index_ladies,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ number: 18, par: 4, stroke_index: 8, stroke_index_ladies: 12, name: '' });
  });

  it('on a 9-hole course refuses a stroke index above 9', async () => {
    const hole = await holeNumbered(1, secondClubId);
    const response = await call(
      'PATCH',
      `/api/golf_course_holes/${hole.id}/`,
      'secondAdmin',
      { stroke_index: 12 },
      secondClubId,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ stroke_index: ["On a course of 9 holes this hole's stroke index is 1 to 9."] });
  });
});

describe('tee sets, ratings, hole details and the periphery', () => {
  it('adds a tee set, and refuses its name twice', async () => {
    const gold = await call('POST', '/api/hole_categories/', 'admin', { name: 'Gold', colour: '#ffd700', gender: 'M' });
    expect(gold.statusCode).toBe(201);
    expect(gold.json()).toMatchObject({
      name: 'Gold',
      colour: '#ffd700',
      gender: 'M',
      sort_order: 0,
      golf_course_id: demoClubId,
    });
    const again = await call('POST', '/api/hole_categories/', 'admin', { name: 'gold' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['A tee set with this name already exists.'] });
  });

  it('refuses a tee set in use by its distances and ratings', async () => {
    const response = await call('DELETE', `/api/hole_categories/${await teeSetNamed('White')}/`);
    expect(response.statusCode).toBe(409);
  });

  it('refuses a slope of 200, a course rating of 0 and one an 18 never has, changing nothing', async () => {
    const rating = (await list('golf_course_indexes'))[0]!;
    for (const [payload, errors] of [
      [{ slope_rating: 200 }, { slope_rating: ['Ensure this value is less than or equal to 155.'] }],
      [{ course_rating: 0 }, { course_rating: ['Ensure this value is greater than or equal to 20.'] }],
      [{ course_rating: 35.5 }, { course_rating: ['A course rating of 18 holes is from 50.0 to 90.0.'] }],
      [{ course_rating: 71.25 }, { course_rating: ['Enter the rating to one decimal, as published.'] }],
    ] as const) {
      const response = await call('PATCH', `/api/golf_course_indexes/${rating.id}/`, 'admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await call('GET', `/api/golf_course_indexes/${rating.id}/`)).json()).toEqual(rating);
  });

  it('adds a rating for a tee set of the club, and refuses one of another club', async () => {
    const rating = {
      hole_category_id: await teeSetNamed('Blue'),
      gender: 'F',
      course_rating: 78.4,
      slope_rating: 142,
      par: 72,
      effective_from: '2026-06-01',
    };
    const added = await call('POST', '/api/golf_course_indexes/', 'admin', rating);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ ...rating, hole_category_name: 'Blue', front_course_rating: null });
    const theirs = await teeSetNamed('Yellow', secondClubId);
    const foreign = await call('POST', '/api/golf_course_indexes/', 'admin', { ...rating, hole_category_id: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ hole_category_id: [`Invalid pk "${theirs}" - object does not exist.`] });
  });

  it("refuses a hole detail or a point on another club's hole or tee set, and a second detail per hole and tee set", async () => {
    const hole = await holeNumbered(1);
    const white = await teeSetNamed('White');
    const theirHole = (await holeNumbered(1, secondClubId)).id;
    const theirTeeSet = await teeSetNamed('Yellow', secondClubId);
    const detail = { hole_id: hole.id, hole_category_id: white, distance: 400, distance_unit: 'yards' };
    for (const [payload, field, id] of [
      [{ ...detail, hole_id: theirHole }, 'hole_id', theirHole],
      [{ ...detail, hole_category_id: theirTeeSet }, 'hole_category_id', theirTeeSet],
    ] as const) {
      const response = await call('POST', '/api/hole_details/', 'admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: [`Invalid pk "${id}" - object does not exist.`] });
    }
    const twice = await call('POST', '/api/hole_details/', 'admin', detail);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ hole_category_id: ['A hole detail with this hole category id already exists.'] });
    const point = { hole_id: theirHole, kind: 'hazard', latitude: 56.3, longitude: -2.8 };
    const foreignPoint = await call('POST', '/api/hole_intermediate_points/', 'admin', point);
    expect(foreignPoint.statusCode).toBe(400);
    expect(foreignPoint.json()).toEqual({ hole_id: [`Invalid pk "${theirHole}" - object does not exist.`] });
  });

  it("keeps each tee set's stroke indexes whole: a tee's own index may not clash with another hole's from that tee", async () => {
    const white = await teeSetNamed('White');
    const [one, two] = [await holeNumbered(1), await holeNumbered(2)];
    const details = await list('hole_details', `hole_category_id=${white}`);
    const detailOf = (hole: Hole) => details.find((detail) => detail.hole_id === hole.id)!.id;
    const clash = await call('PATCH', `/api/hole_details/${detailOf(one)}/`, 'admin', { stroke_index: 1 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ stroke_index: ['Stroke index 1 is also on hole 2 from this tee set.'] });
    const first = await call('PATCH', `/api/hole_details/${detailOf(two)}/`, 'admin', { stroke_index: 5 });
    expect(first.json()).toEqual({ stroke_index: ['Stroke index 5 is also on hole 1 from this tee set.'] });
    const free = await call('PATCH', `/api/hole_details/${detailOf(one)}/`, 'admin', { stroke_index: null });
    expect(free.statusCode).toBe(200);
  });

  it('adds a point of a hole, and refuses a latitude of 95', async () => {
    const hole = await holeNumbered(2);
    const point = {
      hole_id: hole.id,
      kind: 'hazard',
      label: 'Fairway bunker',
      latitude: 56.345123,
      longitude: -2.83712,
    };
    const added = await call('POST', '/api/hole_intermediate_points/', 'admin', point);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ ...point, hole_number: 2 });
    const before = (await list('hole_intermediate_points')).length;
    const wrong = await call('POST', '/api/hole_intermediate_points/', 'admin', { ...point, latitude: 95 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ latitude: ['Ensure this value is less than or equal to 90.'] });
    expect((await list('hole_intermediate_points')).length).toBe(before);
  });
});

describe('sections', () => {
  it("keeps a section's holes in the order given, and refuses another club's hole or one hole twice", async () => {
    const [one, five, nine] = [await holeNumbered(1), await holeNumbered(5), await holeNumbered(9)];
    const added = await call('POST', '/api/player_round_section/', 'admin', {
      name: 'Short loop',
      hole_ids: [nine.id, one.id, five.id],
    });
    expect(added.statusCode).toBe(201);
    const holes = await call(
      'GET',
      `/api/player_round_section/get_section_holes/?section_id=${added.json().id}`,
      'member',
    );
    expect(holes.json().map((hole: Hole) => hole.number)).toEqual([9, 1, 5]);
    const theirHole = (await holeNumbered(1, secondClubId)).id;
    const foreign = await call('POST', '/api/player_round_section/', 'admin', {
      name: 'Away',
      hole_ids: [one.id, theirHole],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ hole_ids: [`Invalid pk "${theirHole}" - object does not exist.`] });
    const twice = await call('POST', '/api/player_round_section/', 'admin', {
      name: 'Twice',
      hole_ids: [one.id, one.id],
    });
    expect(twice.json()).toEqual({ hole_ids: ['Hole 1 is in the section twice.'] });
    expect((await list('player_round_section')).length).toBe(4);
  });

  it('answers 400 for a section id that is not a number, 404 for none', async () => {
    const bad = await call('GET', '/api/player_round_section/get_section_holes/?section_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ section_id: ['A valid integer is required.'] });
    expect((await call('GET', '/api/player_round_section/get_section_holes/?section_id=99999')).statusCode).toBe(404);
  });
});

describe('the whole card', () => {
  type CardHole = Hole & { name: string; distances: { hole_category_id: number; distance: number | null }[] };
  const cardHoles = async (): Promise<CardHole[]> => (await call('GET', '/api/golf_course_holes/card/')).json().holes;
  const asInput = (holes: CardHole[]) =>
    holes.map(({ number, name, par, stroke_index, stroke_index_ladies, distances }) => ({
      number,
      name,
      par,
      stroke_index,
      stroke_index_ladies,
      distances: distances.map(({ hole_category_id, distance }) => ({ hole_category_id, distance })),
    }));
  const put = (holes: unknown[], who: Who = 'admin') => call('PUT', '/api/golf_course_holes/card/', who, { holes });
  const storedDetails = async () => (await t.db.select({ n: count() }).from(holeDetails))[0]!.n;

  it('saves a swap of two stroke indexes and new distances at once', async () => {
    const holes = asInput(await cardHoles());
    const [first, second] = [holes[0]!, holes[1]!];
    [first.stroke_index, second.stroke_index] = [second.stroke_index, first.stroke_index];
    first.distances[1]!.distance = 392;
    first.name = 'Long Acre';
    const saved = await put(holes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().holes[0]).toMatchObject({ number: 1, name: 'Long Acre', stroke_index: 1 });
    expect(saved.json().holes[0].distances[1]).toMatchObject({ distance: 392, distance_unit: 'yards' });
    expect((await holeNumbered(2)).stroke_index).toBe(5);
  });

  it('refuses a card of 17 holes on an 18-hole course, saving nothing', async () => {
    const holes = asInput(await cardHoles());
    holes[0]!.par = 5;
    const response = await put(holes.slice(0, 17));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ holes: ['This course has 18 holes; the card has 17.'] });
    expect((await holeNumbered(1)).par).toBe(4);
  });

  it('with one bad hole saves none, naming each wrong cell by its place on the card', async () => {
    const before = await cardHoles();
    const detailsBefore = await storedDetails();
    const holes = asInput(before);
    for (const hole of holes) hole.distances[0]!.distance = 444;
    holes[0]!.par = 3;
    holes[6]!.stroke_index = 5; // hole 1 has 5
    holes[11]!.number = 3;
    const response = await put(holes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'holes.0.stroke_index': ['Stroke index 5 is also on hole 7.'],
      'holes.6.stroke_index': ['Stroke index 5 is also on hole 1.'],
      'holes.11.number': ['Hole 3 is on the card twice.'],
      // Hole 12 is off the card, and no clash of the ladies' allocation hides the index it took with it.
      stroke_index_ladies: ["Holes 1 to 18 lack ladies' stroke index 2."],
    });
    expect(await cardHoles()).toEqual(before);
    expect(await storedDetails()).toBe(detailsBefore);
  });

  it('refuses a stroke index of 19 or a par of 7 on the card with the cell named', async () => {
    const holes = asInput(await cardHoles());
    holes[2]!.stroke_index = 19;
    holes[4]!.par = 7;
    const response = await put(holes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'holes.2.stroke_index': ['Ensure this value is less than or equal to 18.'],
      'holes.4.par': ['Ensure this value is less than or equal to 6.'],
    });
  });

  it("refuses another club's tee set in a hole's distances", async () => {
    const holes = asInput(await cardHoles());
    const theirs = await teeSetNamed('Yellow', secondClubId);
    holes[3]!.distances[0]!.hole_category_id = theirs;
    const response = await put(holes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'holes.3.distances.0.hole_category_id': [`Invalid pk "${theirs}" - object does not exist.`],
    });
  });

  it("saves the second club's 9-hole card and refuses one missing an index", async () => {
    const card = (await call('GET', '/api/golf_course_holes/card/', 'secondAdmin', undefined, secondClubId)).json();
    const holes = asInput(card.holes);
    [holes[0]!.stroke_index_ladies, holes[1]!.stroke_index_ladies] = [
      holes[1]!.stroke_index_ladies,
      holes[0]!.stroke_index_ladies,
    ];
    const ok = await call('PUT', '/api/golf_course_holes/card/', 'secondAdmin', { holes }, secondClubId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().distance_unit).toBe('metres');
    holes[0]!.stroke_index_ladies = 10;
    const wrong = await call('PUT', '/api/golf_course_holes/card/', 'secondAdmin', { holes }, secondClubId);
    expect(wrong.json()).toEqual({
      'holes.0.stroke_index_ladies': ["On this course hole 1's ladies' stroke index is 1 to 9."],
    });
  });

  it('creates the holes of a new course from an empty card', async () => {
    await t.db.delete(golfCourseHoles).where(and(eq(golfCourseHoles.golf_course_id, secondClubId)));
    const holes = Array.from({ length: 9 }, (_, index) => ({ number: index + 1, par: 4, stroke_index: 9 - index }));
    const saved = await call('PUT', '/api/golf_course_holes/card/', 'secondAdmin', { holes }, secondClubId);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().holes.map((hole: Hole) => hole.stroke_index)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const missing = holes.map((hole) => ({ ...hole, stroke_index: hole.stroke_index === 4 ? 3 : hole.stroke_index }));
    const refused = await call('PUT', '/api/golf_course_holes/card/', 'secondAdmin', { holes: missing }, secondClubId);
    expect(refused.json()).toEqual({
      'holes.5.stroke_index': ['Stroke index 3 is also on hole 7.'],
      'holes.6.stroke_index': ['Stroke index 3 is also on hole 6.'],
    });
  });
});
