import { and, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor.js';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ledgerEntries,
  mailOutbox,
  memberBillLines,
  memberBills,
  memberExpenses,
  memberOpeningBalances,
  memberPayments,
} from '../src/db/schema/index.js';
import { chargeFallsDue } from '../src/modules/billing/charge-falls-due.js';
import { ownStatementRefusedMessage } from '../src/modules/billing/check-statement-reader.js';
import { memberBalance, postExpense, postOpeningBalance, postPayment } from '../src/modules/billing/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();
const call = callsAs(t);

type Json = Record<string, unknown>;

const today = new Date().toISOString().slice(0, 10);
const thisMonth = `${today.slice(0, 7)}-01`;
const nextMonth = (() => {
  const date = new Date(`${thisMonth}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
})();
const lastDayOfMonth = new Date(Date.parse(`${nextMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Posts as the demo club's admin and expects it to be made. */
async function made(url: string, payload: Json, who: 'admin' | 'secondAdmin' = 'admin') {
  const club = who === 'admin' ? demoClubId : secondClubId;
  const response = await call('POST', url, who, payload, club);
  expect(response.statusCode, `${url} ${response.body}`).toBe(201);
  return response.json() as Json & { id: number };
}

/** A new golfer of the club, so that nothing the demo seeded for its own members meets the test's. */
async function newMember(number: string, who: 'admin' | 'secondAdmin' = 'admin') {
  return made(
    '/api/members/',
    { first_name: 'Test', last_name: `Golfer ${number}`, membership_number: number, email: `${number}@example.com` },
    who,
  );
}

/**
 * A club set up for billing: a subscription (monthly, pro-rated for joins) and a yearly fee, a type with both, a
 * locker type charged monthly to that type, a locker, and two new members of that type, the first holding the locker.
 */
async function setUpClub() {
  const subscription = await made('/api/accounts_head/', { code: 'TSUB', name: 'Test Subscription', kind: 'charge' });
  const lockerRent = await made('/api/accounts_head/', { code: 'TLOCK', name: 'Test Locker Rent', kind: 'charge' });
  const bar = await made('/api/accounts_head/', { code: 'TBAR', name: 'Test Bar', kind: 'charge' });
  const type = await made('/api/member_types_master/', { name: 'Test Type' });
  await made('/api/member_types_head_mapping/', {
    member_type_id: type.id,
    accounts_head_id: subscription.id,
    amount: '95.00',
    frequency: 'monthly',
    prorate_joins: true,
  });
  const lockerType = await made('/api/locker_type/', { name: 'Test Locker' });
  const locker = await made('/api/locker_master/', { locker_type_id: lockerType.id, number: 'T-01' });
  await made('/api/locker_type_charges/', {
    locker_type_id: lockerType.id,
    member_type_id: type.id,
    accounts_head_id: lockerRent.id,
    amount: '12.50',
    frequency: 'monthly',
  });
  const first = await newMember('TB-0001');
  const second = await newMember('TB-0002');
  for (const member of [first, second])
    await made('/api/member_types_mapping/', {
      member_id: member.id,
      member_type_id: type.id,
      from_date: '2020-01-01',
    });
  await made('/api/member_locker/', { member_id: first.id, locker_id: locker.id, from_date: '2020-01-01' });
  return { subscription, lockerRent, bar, type, lockerType, locker, first, second };
}

const ledgerCount = async (where = sql`true`) =>
  (await t.db.select({ n: count() }).from(ledgerEntries).where(where))[0]!.n;

const statementOf = async (
  memberId: number,
  from = '2000-01-01',
  to = '2100-01-01',
  who: 'admin' | 'member' | 'user' | 'secondAdmin' = 'admin',
  { format = 'json', club = demoClubId }: { format?: 'json' | 'pdf'; club?: number } = {},
) =>
  call(
    'GET',
    `/api/member_opening_balance/member_account_statement/?member_id=${memberId}&from_date=${from}&to_date=${to}&format=${format}`,
    who,
    undefined,
    club,
  );

describe('who may reach billing', () => {
  it("the club's admins and super admins only; other roles are refused and another club's ids answer 404", async () => {
    const club = await setUpClub();
    const payment = await made('/api/member_payment/', {
      member_id: club.first.id,
      date: today,
      amount: '10.00',
      mode: 'cash',
    });
    const expense = await made('/api/member_expences/', {
      member_id: club.first.id,
      accounts_head_id: club.bar.id,
      date: today,
      amount: '4.20',
    });
    const opening = await made('/api/member_opening_balance/', {
      member_id: club.second.id,
      as_of_date: today,
      amount: '-5.00',
    });
    const records: [string, number][] = [
      ['accounts_head', club.subscription.id],
      ['member_types_master', club.type.id],
      ['locker_type', club.lockerType.id],
      ['locker_master', club.locker.id],
      ['member_payment', payment.id],
      ['member_expences', expense.id],
      ['member_opening_balance', opening.id],
      [
        'member_types_mapping',
        ((await call('GET', '/api/member_types_mapping/?search=Golfer')).json().results[0] as Json).id as number,
      ],
      [
        'member_types_head_mapping',
        (
          (await call('GET', `/api/member_types_head_mapping/?member_type_id=${club.type.id}`)).json()
            .results[0] as Json
        ).id as number,
      ],
      [
        'locker_type_charges',
        ((await call('GET', `/api/locker_type_charges/?member_type_id=${club.type.id}`)).json().results[0] as Json)
          .id as number,
      ],
      [
        'member_locker',
        ((await call('GET', `/api/member_locker/?locker_id=${club.locker.id}`)).json().results[0] as Json).id as number,
      ],
    ];
    for (const [resource, id] of records) {
      for (const who of ['member', 'user', 'events'] as const)
        expect((await call('GET', `/api/${resource}/`, who)).statusCode, `${who} lists ${resource}`).toBe(403);
      expect((await call('GET', `/api/${resource}/${id}/`, 'member')).statusCode).toBe(403);
      expect((await call('GET', `/api/${resource}/`, 'anonymous')).statusCode).toBe(401);
      for (const who of ['admin', 'super'] as const)
        expect((await call('GET', `/api/${resource}/${id}/`, who)).statusCode, `${who} reads ${resource}`).toBe(200);
      const methods = ['member_payment', 'member_expences', 'member_opening_balance'].includes(resource)
        ? (['GET'] as const)
        : (['GET', 'PATCH', 'DELETE'] as const);
      for (const method of methods)
        expect(
          (await call(method, `/api/${resource}/${id}/`, 'secondAdmin', {}, secondClubId)).statusCode,
          `another club's admin ${method} ${resource}`,
        ).toBe(404);
    }
    for (const [kind, id] of [
      ['member_payment', payment.id],
      ['member_expences', expense.id],
      ['member_opening_balance', opening.id],
    ] as const) {
      const voided = await call('POST', `/api/${kind}/${id}/void/`, 'secondAdmin', { reason: 'x' }, secondClubId);
      expect(voided.statusCode, `another club voids ${kind}`).toBe(404);
      expect((await call('POST', `/api/${kind}/${id}/void/`, 'member', { reason: 'x' })).statusCode).toBe(403);
    }
    // Another club's golfer is no member of this one: unknown to its postings and statements.
    const stranger = await newMember('SB-9001', 'secondAdmin');
    const refused = await call('POST', '/api/member_payment/', 'admin', {
      member_id: stranger.id,
      date: today,
      amount: '1.00',
      mode: 'cash',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ member_id: [`Invalid pk "${stranger.id}" - object does not exist.`] });
    expect((await statementOf(stranger.id)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}`, 'member')).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/member_billing/process_members_bill/', 'events', { month: thisMonth })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/get_first_dates_of_last_12_months/', 'user')).statusCode).toBe(403);
  });
});

describe('the demo club', () => {
  it('has the eleven months before this one billed, this one left to run, and members both in credit and owing', async () => {
    const months = (await call('GET', '/api/get_first_dates_of_last_12_months/')).json().results as Json[];
    expect(months[0]).toMatchObject({ month: thisMonth, run: null });
    expect(months.slice(1).every((month) => (month.run as Json | null)?.run_by_name === 'Alex Admin')).toBe(true);
    const balances = await t.db
      .select({ balance: sql<string>`sum(${ledgerEntries.debit_minor} - ${ledgerEntries.credit_minor})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.golf_course_id, demoClubId))
      .groupBy(ledgerEntries.member_id);
    expect(balances.filter((row) => Number(row.balance) < 0).length).toBeGreaterThan(5);
    expect(balances.filter((row) => Number(row.balance) > 0).length).toBeGreaterThan(20);
    const lockers = (await call('GET', '/api/locker_master/?status=assigned')).json();
    expect(lockers.count).toBe(40);
  });
});

describe('setup', () => {
  it('reads a typed decimal into minor units of the club currency and refuses what the currency cannot hold', async () => {
    const club = await setUpClub();
    const charges = (await call('GET', `/api/member_types_head_mapping/?member_type_id=${club.type.id}`)).json();
    expect(charges.results).toEqual([
      expect.objectContaining({ accounts_head_name: 'Test Subscription', amount_minor: 9500, frequency: 'monthly' }),
    ]);
    const wrong: [string, string][] = [
      ['0.001', 'Enter at most 2 decimals.'],
      ['-1', 'Enter an amount of zero or more.'],
      ['10000000000.01', 'The amount is too large.'],
      ['ten', 'Enter an amount such as 1250.50.'],
    ];
    for (const [amount, message] of wrong) {
      const refused = await call('POST', '/api/member_types_head_mapping/', 'admin', {
        member_type_id: club.type.id,
        accounts_head_id: club.bar.id,
        amount,
        frequency: 'yearly',
      });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json(), amount).toEqual({ amount: [message] });
    }
    const id = charges.results[0].id as number;
    const changed = await call('PATCH', `/api/member_types_head_mapping/${id}/`, 'admin', { amount: '99.9' });
    expect(changed.json()).toMatchObject({ amount_minor: 9990 });
    // The second club keeps rupees: two decimals there too, read in its own currency.
    const head = await made(
      '/api/accounts_head/',
      { code: 'SUB', name: 'Subscription', kind: 'charge' },
      'secondAdmin',
    );
    expect(head.golf_course_id).toBe(secondClubId);
  });

  it("refuses a member type mapping that overlaps another of the member's, naming it", async () => {
    const club = await setUpClub();
    const other = await made('/api/member_types_master/', { name: 'Junior test' });
    const overlapping = await call('POST', '/api/member_types_mapping/', 'admin', {
      member_id: club.first.id,
      member_type_id: other.id,
      from_date: '2024-06-01',
      to_date: '2024-12-31',
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toEqual({
      from_date: ["These days overlap the member's type Test Type from 2020-01-01."],
    });
    const backwards = await call('POST', '/api/member_types_mapping/', 'admin', {
      member_id: club.first.id,
      member_type_id: other.id,
      from_date: '2019-06-01',
      to_date: '2019-01-01',
    });
    expect(backwards.json()).toEqual({ to_date: ['The last day cannot be before the first.'] });
    const before = await call('POST', '/api/member_types_mapping/', 'admin', {
      member_id: club.first.id,
      member_type_id: other.id,
      from_date: '2010-01-01',
      to_date: '2019-12-31',
    });
    expect(before.statusCode).toBe(201);
  });

  it('gives a locker to one member at a time: a second holder answers 409 and the locker reads assigned', async () => {
    const club = await setUpClub();
    const twice = await call('POST', '/api/member_locker/', 'admin', {
      member_id: club.second.id,
      locker_id: club.locker.id,
      from_date: today,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'Locker T-01 is held by Test Golfer TB-0001 from 01/01/2020.' });
    expect((await call('GET', `/api/locker_master/${club.locker.id}/`)).json()).toMatchObject({ status: 'assigned' });
    const holding = (await call('GET', `/api/member_locker/?locker_id=${club.locker.id}`)).json().results[0] as Json;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await call('PATCH', `/api/member_locker/${holding.id}/`, 'admin', { to_date: yesterday });
    expect((await call('GET', `/api/locker_master/${club.locker.id}/`)).json()).toMatchObject({ status: 'available' });
    const next = await call('POST', '/api/member_locker/', 'admin', {
      member_id: club.second.id,
      locker_id: club.locker.id,
      from_date: today,
    });
    expect(next.statusCode).toBe(201);
  });
});

describe('postings', () => {
  it('a payment posts once per Idempotency-Key; the same key with another body is refused with 422', async () => {
    const club = await setUpClub();
    const body = { member_id: club.first.id, date: today, amount: '40.00', mode: 'card', reference: 'Card 4242' };
    const headers = { 'idempotency-key': 'pay-1' };
    const admin = await t.as('admin');
    const first = await admin.call({ method: 'POST', url: '/api/member_payment/', payload: body, headers });
    const retry = await admin.call({ method: 'POST', url: '/api/member_payment/', payload: body, headers });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerCount(eq(ledgerEntries.member_id, club.first.id))).toBe(1);
    const other = await admin.call({
      method: 'POST',
      url: '/api/member_payment/',
      payload: { ...body, amount: '41.00' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      detail: 'This Idempotency-Key was used for a different request. Send a new key for a new posting.',
    });
    expect(await ledgerCount(eq(ledgerEntries.member_id, club.first.id))).toBe(1);
    expect(first.json()).toMatchObject({
      amount_minor: 4000,
      mode: 'card',
      status: 'posted',
      member_name: 'Test Golfer TB-0001',
    });
  });

  it('refuses bad amounts and changes nothing', async () => {
    const club = await setUpClub();
    const before = await ledgerCount();
    const cases: [string, Json, Json][] = [
      ['/api/member_payment/', { amount: '0.001', mode: 'cash' }, { amount: ['Enter at most 2 decimals.'] }],
      ['/api/member_payment/', { amount: '-20', mode: 'cash' }, { amount: ['Enter an amount greater than zero.'] }],
      ['/api/member_payment/', { amount: '10000000000.01', mode: 'cash' }, { amount: ['The amount is too large.'] }],
      [
        '/api/member_payment/',
        { amount: '5', mode: 'cheque', date: '2026-02-30' },
        { date: ['Enter a date as YYYY-MM-DD.'] },
      ],
      [
        '/api/member_expences/',
        { amount: '0', accounts_head_id: club.bar.id },
        { amount: ['Enter an amount greater than zero.'] },
      ],
      [
        '/api/member_opening_balance/',
        { amount: '1.234', as_of_date: today },
        { amount: ['Enter at most 2 decimals.'] },
      ],
    ];
    for (const [url, payload, errors] of cases) {
      const refused = await call('POST', url, 'admin', { member_id: club.first.id, date: today, ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual(errors);
    }
    expect(await ledgerCount()).toBe(before);
    await made('/api/member_opening_balance/', { member_id: club.first.id, as_of_date: today, amount: '12' });
    const second = await call('POST', '/api/member_opening_balance/', 'admin', {
      member_id: club.first.id,
      as_of_date: today,
      amount: '1',
    });
    expect(second.json()).toEqual({
      member_id: ['This member already has an opening balance: void it before posting another.'],
    });
  });

  it("refuses a posting dated outside the club's window, naming the field and the window in the club's format", async () => {
    const club = await setUpClub();
    const [first] = await t.db
      .select({ day: sql<string>`min(${ledgerEntries.entry_date})::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.golf_course_id, demoClubId));
    const shift = (day: string, years: number, days = 0) => {
      const moved = new Date(`${day}T00:00:00Z`);
      moved.setUTCFullYear(moved.getUTCFullYear() + years);
      return new Date(moved.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    };
    const booksStart = first!.day < shift(today, -1) ? first!.day : shift(today, -1);
    const earliest = shift(booksStart, -1);
    const latest = shift(today, 1);
    const clubWay = (day: string) => day.split('-').reverse().join('/');
    const window = [`Enter a date from ${clubWay(earliest)} to ${clubWay(latest)}.`];
    const before = await ledgerCount();
    const postings: [string, string, Json][] = [
      ['/api/member_expences/', 'date', { accounts_head_id: club.bar.id, amount: '10' }],
      ['/api/member_payment/', 'date', { amount: '10', mode: 'cash' }],
      ['/api/member_opening_balance/', 'as_of_date', { amount: '10' }],
    ];
    for (const [url, field, payload] of postings)
      for (const day of ['0015-02-20', shift(earliest, 0, -1), shift(latest, 0, 1)]) {
        const refused = await call('POST', url, 'admin', { member_id: club.first.id, [field]: day, ...payload });
        expect(refused.statusCode, `${url} ${day}`).toBe(400);
        expect(refused.json()).toEqual({ [field]: window });
      }
    expect(await ledgerCount()).toBe(before);
    await made('/api/member_payment/', { member_id: club.first.id, date: earliest, amount: '1', mode: 'cash' });
    await made('/api/member_expences/', {
      member_id: club.first.id,
      accounts_head_id: club.bar.id,
      date: latest,
      amount: '1',
    });

    // Dates of the club's life that are not money have their own window: a century back, ten years ahead.
    const mapping = await call('POST', '/api/member_types_mapping/', 'admin', {
      member_id: club.second.id,
      member_type_id: club.type.id,
      from_date: '0015-02-20',
    });
    expect(mapping.statusCode).toBe(400);
    expect(mapping.json()).toEqual({
      from_date: ['Enter a date no more than 100 years ago and no more than 10 years ahead.'],
    });
    const locker = await call('POST', '/api/member_locker/', 'admin', {
      member_id: club.second.id,
      locker_id: club.locker.id,
      from_date: shift(today, 11),
    });
    expect(locker.json()).toEqual({
      from_date: ['Enter a date no more than 100 years ago and no more than 10 years ahead.'],
    });
  });

  it('voids a payment with a reason by a reversal; a second void answers 409; nothing is edited or deleted', async () => {
    const club = await setUpClub();
    const payment = await made('/api/member_payment/', {
      member_id: club.first.id,
      date: today,
      amount: '30',
      mode: 'upi',
    });
    const voided = await call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: 'Cheque bounced' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', void_reason: 'Cheque bounced', amount_minor: 3000 });
    const again = await call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This payment is already void.' });
    expect((await call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: ' ' })).statusCode).toBe(
      400,
    );
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await call(method, `/api/member_payment/${payment.id}/`, 'admin', { amount: '1' })).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.member_id, club.first.id))
      .orderBy(ledgerEntries.id);
    expect(entries.map((entry) => [entry.debit_minor, entry.credit_minor, entry.reversal_of])).toEqual([
      [0, 3000, null],
      [3000, 0, entries[0]!.id],
    ]);
    expect(entries[1]!.reason).toBe('Cheque bounced');
    expect(await memberBalance(t.db, demoClubId, club.first.id)).toBe(0);
    // The database itself refuses to change a posted entry.
    await expect(
      t.db.update(ledgerEntries).set({ credit_minor: 1 }).where(eq(ledgerEntries.id, entries[0]!.id)),
    ).rejects.toThrow();
    const [stored] = await t.db.select().from(memberPayments).where(eq(memberPayments.id, payment.id));
    expect(stored!.amount_minor).toBe(3000);
  });
});

describe("the month's bill run", () => {
  it('previews, then posts once: a second run answers the first and posts nothing', async () => {
    const club = await setUpClub();
    const preview = await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}`);
    expect(preview.statusCode).toBe(200);
    // The test's own heads are billed to the test's members alone: two subscriptions and one locker.
    expect(preview.json().heads).toEqual(
      expect.arrayContaining([
        {
          accounts_head_id: club.subscription.id,
          accounts_head_name: 'Test Subscription',
          lines: 2,
          amount_minor: 19000,
        },
        { accounts_head_id: club.lockerRent.id, accounts_head_name: 'Test Locker Rent', lines: 1, amount_minor: 1250 },
      ]),
    );
    expect(preview.json().already_run).toBeNull();
    const ledgerBefore = await ledgerCount();
    const posted = await call('POST', '/api/member_billing/process_members_bill/', 'admin', { month: thisMonth });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      created: true,
      month: thisMonth,
      members_count: preview.json().members_count,
      total_minor: preview.json().total_minor,
      run_by_name: 'Alex Admin',
    });
    const billsPosted = (await ledgerCount()) - ledgerBefore;
    expect(billsPosted).toBe(preview.json().members_count);
    const again = await call('POST', '/api/member_billing/process_members_bill/', 'super', { month: thisMonth });
    expect(again.json()).toMatchObject({ created: false, id: posted.json().id, run_by_name: 'Alex Admin' });
    expect((await ledgerCount()) - ledgerBefore).toBe(billsPosted);
    expect(await memberBalance(t.db, demoClubId, club.first.id)).toBe(10750);
    // Once posted, the month's preview is its summary by head as posted, whatever the charges say today.
    const charge = (await call('GET', `/api/member_types_head_mapping/?member_type_id=${club.type.id}`)).json()
      .results[0] as Json;
    await call('PATCH', `/api/member_types_head_mapping/${charge.id}/`, 'admin', { amount: '1.00' });
    const summary = (await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}`)).json();
    expect(summary.already_run).toMatchObject({ id: posted.json().id });
    expect(summary).toMatchObject({
      members_count: posted.json().members_count,
      total_minor: posted.json().total_minor,
    });
    expect(summary.heads).toEqual(
      expect.arrayContaining([
        {
          accounts_head_id: club.subscription.id,
          accounts_head_name: 'Test Subscription',
          lines: 2,
          amount_minor: 19000,
        },
      ]),
    );
    expect(summary.bills[0].lines.length).toBeGreaterThan(0);
    const months = (await call('GET', '/api/get_first_dates_of_last_12_months/')).json().results as Json[];
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ month: thisMonth, run: expect.objectContaining({ id: posted.json().id }) });
  });

  it('two runs at once post the month once', async () => {
    await setUpClub();
    const before = await ledgerCount();
    const [a, b] = await Promise.all([
      call('POST', '/api/member_billing/process_members_bill/', 'admin', { month: thisMonth }),
      call('POST', '/api/member_billing/process_members_bill/', 'super', { month: thisMonth }),
    ]);
    expect([a.json().created, b.json().created].sort()).toEqual([false, true]);
    expect(a.json().id).toBe(b.json().id);
    expect((await ledgerCount()) - before).toBe(a.json().members_count);
  });

  it('pro-rates a mid-month join where the charge says so, and refuses a month in the future', async () => {
    const club = await setUpClub();
    const joiner = await newMember('TB-0003');
    const joined = `${thisMonth.slice(0, 8)}${lastDayOfMonth.slice(8) === '28' ? '15' : '16'}`;
    await made('/api/member_types_mapping/', { member_id: joiner.id, member_type_id: club.type.id, from_date: joined });
    const days = Number(lastDayOfMonth.slice(8)) - Number(joined.slice(8)) + 1;
    const monthDays = Number(lastDayOfMonth.slice(8));
    const preview = (await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}`)).json();
    const prorated = Math.round((9500 * days) / monthDays);
    expect(preview.heads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accounts_head_name: 'Test Subscription', lines: 3, amount_minor: 19000 + prorated }),
      ]),
    );
    await call('POST', '/api/member_billing/process_members_bill/', 'admin', { month: thisMonth });
    const statement = (await statementOf(joiner.id)).json();
    expect(statement.entries).toEqual([
      expect.objectContaining({ document: 'bill', debit_minor: prorated, date: thisMonth }),
    ]);
    const lines = await t.db
      .select({ description: memberBillLines.description, amount: memberBillLines.amount_minor })
      .from(memberBillLines)
      .innerJoin(memberBills, eq(memberBills.id, memberBillLines.bill_id))
      .where(eq(memberBills.member_id, joiner.id));
    expect(lines).toEqual([
      { description: expect.stringContaining(`(${days} of ${monthDays} days)`), amount: prorated },
    ]);
    for (const [month, message] of [
      [nextMonth, 'A month in the future cannot be billed yet.'],
      [`${thisMonth.slice(0, 8)}02`, 'Choose the first day of a month (YYYY-MM-01).'],
      ['2001-01-01', 'Only this month and the eleven before it can be billed.'],
    ]) {
      const refused = await call('POST', '/api/member_billing/process_members_bill/', 'admin', { month });
      expect(refused.statusCode, month).toBe(400);
      expect(refused.json()).toEqual({ month: [message] });
    }
  });
});

describe("the club's financial year", () => {
  it('places yearly, half-yearly and quarterly charges from the month the club says its year starts', async () => {
    // Worked examples: a year from April bills yearly in April, half-yearly in April and October, quarterly in
    // January, April, July and October; a year from January as before.
    const months = (frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly', start: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((month) => chargeFallsDue(frequency, month, start));
    expect(months('yearly', 4)).toEqual([4]);
    expect(months('half_yearly', 4)).toEqual([4, 10]);
    expect(months('quarterly', 4)).toEqual([1, 4, 7, 10]);
    expect(months('yearly', 1)).toEqual([1]);
    expect(months('half_yearly', 1)).toEqual([1, 7]);
    expect(months('quarterly', 11)).toEqual([2, 5, 8, 11]);
    expect(months('monthly', 7)).toHaveLength(12);

    const club = await setUpClub();
    for (const [frequency, amount] of [
      ['yearly', '1200.00'],
      ['half_yearly', '600.00'],
      ['quarterly', '300.00'],
    ] as const) {
      const head = await made('/api/accounts_head/', {
        code: `T${frequency.slice(0, 3)}`,
        name: `Test ${frequency}`,
        kind: 'charge',
      });
      await made('/api/member_types_head_mapping/', {
        member_type_id: club.type.id,
        accounts_head_id: head.id,
        amount,
        frequency,
      });
    }
    const month = Number(thisMonth.slice(5, 7));
    const headsWhenYearStarts = async (start: number) => {
      const changed = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', {
        financial_year_start_month: start,
      });
      expect(changed.json()).toMatchObject({ financial_year_start_month: start });
      const preview = (
        await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}&page_size=1`)
      ).json();
      expect(preview.bills).toHaveLength(1);
      return (preview.heads as Json[])
        .map((head) => head.accounts_head_name as string)
        .filter((name) => /^Test (yearly|half_yearly|quarterly)$/.test(name));
    };
    const from = (offset: number) => ((month - 1 + offset + 12) % 12) + 1;
    expect(await headsWhenYearStarts(month)).toEqual(['Test half_yearly', 'Test quarterly', 'Test yearly']);
    expect(await headsWhenYearStarts(from(-3))).toEqual(['Test quarterly']);
    expect(await headsWhenYearStarts(from(-6))).toEqual(['Test half_yearly', 'Test quarterly']);
    expect(await headsWhenYearStarts(from(1))).toEqual([]);
    // Posted in the month the year starts, the yearly line says its span.
    await headsWhenYearStarts(month);
    await call('POST', '/api/member_billing/process_members_bill/', 'admin', { month: thisMonth });
    const lines = await t.db
      .select({ description: memberBillLines.description, amount: memberBillLines.amount_minor })
      .from(memberBillLines)
      .innerJoin(memberBills, eq(memberBills.id, memberBillLines.bill_id))
      .where(eq(memberBills.member_id, club.second.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { description: expect.stringMatching(/^Test yearly, .+ to \d{4}-\d{2}$/), amount: 120000 },
      ]),
    );
    for (const start of [0, 13, 1.5, '4']) {
      const refused = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', {
        financial_year_start_month: start,
      });
      expect(refused.statusCode, String(start)).toBe(400);
      expect(refused.json()).toEqual({
        financial_year_start_month: ['Choose a month from 1 (January) to 12 (December).'],
      });
    }
  });
});

describe("a bill run's preview, a page at a time", () => {
  it('pages through every bill of a month to run and of a month posted; a page past the last answers 404', async () => {
    const lastMonth = (await call('GET', '/api/get_first_dates_of_last_12_months/')).json().results[1].month as string;
    for (const month of [thisMonth, lastMonth]) {
      const url = `/api/member_billing/process_members_bill/?month=${month}&page_size=40`;
      const first = (await call('GET', url)).json();
      expect(first).toMatchObject({ page: 1, page_size: 40 });
      expect(first.members_count).toBeGreaterThan(80);
      const pages = Math.ceil(first.members_count / 40);
      const bills: Json[] = [...first.bills];
      for (let page = 2; page <= pages; page += 1) {
        const answer = (await call('GET', `${url}&page=${page}`)).json();
        expect(answer).toMatchObject({ page, members_count: first.members_count, total_minor: first.total_minor });
        bills.push(...answer.bills);
      }
      expect(bills).toHaveLength(first.members_count);
      expect(new Set(bills.map((bill) => bill.member_id)).size).toBe(first.members_count);
      expect(bills.reduce((sum, bill) => sum + (bill.total_minor as number), 0)).toBe(first.total_minor);
      const numbers = bills.map((bill) => bill.membership_number as string);
      expect(numbers).toEqual([...numbers].sort((a, b) => a.localeCompare(b)));
      const past = await call('GET', `${url}&page=${pages + 1}`);
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual({ detail: 'Invalid page.' });
    }
    for (const bad of ['page=0', 'page=x', 'page_size=101', 'page_size=0']) {
      const refused = await call('GET', `/api/member_billing/process_members_bill/?month=${thisMonth}&${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
    // Another club's admin pages their own club's month, which has none of these bills.
    const elsewhere = await call(
      'GET',
      `/api/member_billing/process_members_bill/?month=${thisMonth}&page=2`,
      'secondAdmin',
      undefined,
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('statements', () => {
  it('adds up: brought forward, entries with running balances, closing; as CSV and PDF; mailed through the outbox', async () => {
    const club = await setUpClub();
    const member = club.first.id;
    await made('/api/member_opening_balance/', { member_id: member, as_of_date: '2025-12-31', amount: '100.00' });
    await made('/api/member_expences/', {
      member_id: member,
      accounts_head_id: club.bar.id,
      date: '2026-01-10',
      amount: '20.50',
      description: 'Dinner',
    });
    const payment = await made('/api/member_payment/', {
      member_id: member,
      date: '2026-01-20',
      amount: '50',
      mode: 'cash',
    });
    await call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: 'Counted twice' });
    const statement = (await statementOf(member, '2026-01-01', '2100-01-01')).json();
    expect(statement.brought_forward_minor).toBe(10000);
    expect(
      statement.entries.map((entry: Json) => [
        entry.document,
        entry.debit_minor,
        entry.credit_minor,
        entry.balance_minor,
      ]),
    ).toEqual([
      ['expense', 2050, 0, 12050],
      ['payment', 0, 5000, 7050],
      ['payment', 5000, 0, 12050],
    ]);
    expect(statement).toMatchObject({
      total_debit_minor: 7050,
      total_credit_minor: 5000,
      closing_balance_minor: 12050,
    });
    expect(statement.closing_balance_minor).toBe(await memberBalance(t.db, demoClubId, member));

    const csv = await call(
      'GET',
      `/api/member_opening_balance/member_account_statement/?member_id=${member}&from_date=2026-01-01&to_date=2100-01-01&format=csv`,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[1]).toBe('2026-01-01,,Balance brought forward,,,100.00');
    expect(csv.body).toContain('Totals and closing balance,70.50,50.00,120.50');
    const pdf = await call(
      'GET',
      `/api/member_opening_balance/member_account_statement/?member_id=${member}&from_date=2026-01-01&to_date=2100-01-01&format=pdf`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF writes its days as the club does, DD/MM/YYYY.
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText().finally(() => parser.destroy());
    expect(text).toContain('From 01/01/2026 to 01/01/2100');
    expect(text).toContain('01/01/2026 Balance brought forward');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const backwards = await statementOf(member, '2026-02-01', '2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to_date: ['The statement must end on or after the day it starts.'] });

    const mailed = await call('POST', '/api/member_opening_balance/member_account_statement/mail/', 'admin', {
      member_id: member,
      from_date: '2026-01-01',
      to_date: '2100-01-01',
    });
    expect(mailed.statusCode).toBe(202);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.recipient}) = 'tb-0001@example.com'`);
    expect(mail!.text_body).toContain('Closing balance: £120.50');
  });
});

describe("a member's own statement", () => {
  it('a member reads their own statement, as JSON and PDF, where the club allows it: 403 where not, 404 for another', async () => {
    const club = await setUpClub();
    const own = ((await call('GET', '/api/users/current/profile/', 'member')).json().member as Json).id as number;
    // The demo club lets its members read their statements: the member's own reads as the admin's does.
    const mine = await statementOf(own, '2000-01-01', '2100-01-01', 'member');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual((await statementOf(own)).json());
    expect(mine.json()).toMatchObject({ member_id: own, membership_number: 'FD-0001' });
    expect((mine.json().entries as Json[]).length).toBeGreaterThan(10);
    const pdf = await statementOf(own, '2000-01-01', '2100-01-01', 'member', { format: 'pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another member's statement is not there for them; nor may they mail one, or read a user's role's.
    expect((await statementOf(club.first.id, '2000-01-01', '2100-01-01', 'member')).statusCode).toBe(404);
    const mailed = await call('POST', '/api/member_opening_balance/member_account_statement/mail/', 'member', {
      member_id: own,
      from_date: '2026-01-01',
      to_date: '2026-02-01',
    });
    expect(mailed.statusCode).toBe(403);
    expect((await statementOf(own, '2000-01-01', '2100-01-01', 'user')).statusCode).toBe(403);
    // The second club (where the member is a guest) leaves the setting off: refused in the spec's error shape.
    const elsewhere = await statementOf(own, '2000-01-01', '2100-01-01', 'member', { club: secondClubId });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ detail: ownStatementRefusedMessage });
    // Another club's admin cannot reach this club's golfer's statement.
    expect(
      (await statementOf(club.first.id, '2000-01-01', '2100-01-01', 'secondAdmin', { club: secondClubId })).statusCode,
    ).toBe(404);
    // The club's admin turns it off; the init data says so, and the member is refused.
    const off = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', { members_read_own_statement: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ members_read_own_statement: false });
    const init = (await call('GET', '/api/init/', 'member')).json().data as Json[];
    expect(init.find((course) => course.id === demoClubId)).toMatchObject({ members_read_own_statement: false });
    const refused = await statementOf(own, '2000-01-01', '2100-01-01', 'member');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ownStatementRefusedMessage });
    expect((await statementOf(own)).statusCode).toBe(200);
  });
});

describe('aged balances', () => {
  it('splits what each member owes by the age of the charges left unpaid, oldest settled first; a credit is current', async () => {
    const club = await setUpClub();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const charge = (memberId: number, date: string, amount: string) =>
      made('/api/member_expences/', { member_id: memberId, accounts_head_id: club.bar.id, date, amount });
    await charge(club.first.id, daysAgo(100), '10');
    await charge(club.first.id, daysAgo(45), '20');
    await charge(club.first.id, today, '5');
    await made('/api/member_payment/', { member_id: club.first.id, date: today, amount: '12', mode: 'cash' });
    await made('/api/member_payment/', { member_id: club.second.id, date: today, amount: '7', mode: 'cash' });
    const aged = (await call('GET', '/api/member_billing/aged_balances/')).json();
    const rowOf = (id: number) => (aged.members as Json[]).find((row) => row.member_id === id);
    expect(rowOf(club.first.id)).toMatchObject({
      current_minor: 500,
      days_30_minor: 1800,
      days_60_minor: 0,
      days_90_plus_minor: 0,
      balance_minor: 2300,
    });
    expect(rowOf(club.second.id)).toMatchObject({ current_minor: -700, balance_minor: -700 });
    const [clubTotal] = await t.db
      .select({ total: sql<string>`sum(${ledgerEntries.debit_minor} - ${ledgerEntries.credit_minor})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.golf_course_id, demoClubId));
    expect(aged.totals.balance_minor).toBe(Number(clubTotal!.total));
    expect((await call('GET', '/api/member_billing/aged_balances/', 'member')).statusCode).toBe(403);
  });

  it('a £100 payment voided today gives back the 90+ days debt it had settled, not a current one', async () => {
    const club = await setUpClub();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await made('/api/member_expences/', {
      member_id: club.first.id,
      accounts_head_id: club.bar.id,
      date: daysAgo(120),
      amount: '554',
    });
    const payment = await made('/api/member_payment/', {
      member_id: club.first.id,
      date: daysAgo(100),
      amount: '100',
      mode: 'cheque',
    });
    const rowOf = async () =>
      ((await call('GET', '/api/member_billing/aged_balances/')).json().members as Json[]).find(
        (row) => row.member_id === club.first.id,
      );
    expect(await rowOf()).toMatchObject({ current_minor: 0, days_90_plus_minor: 45_400, balance_minor: 45_400 });
    const voided = await call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: 'Cheque bounced' });
    expect(voided.statusCode).toBe(200);
    expect(await rowOf()).toMatchObject({
      current_minor: 0,
      days_30_minor: 0,
      days_60_minor: 0,
      days_90_plus_minor: 55_400,
      balance_minor: 55_400,
    });
  });
});

describe('the ledger', () => {
  it('keeps every balance equal to the sum of its entries and to the statement, for any postings and voids', async () => {
    const club = await setUpClub();
    const actor: Actor = { userId: null, golfCourseId: demoClubId, ip: null };
    const memberIds = [club.first.id, club.second.id];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('expense' as const),
        member: fc.nat(1),
        cents: fc.integer({ min: 1, max: 500_000 }),
      }),
      fc.record({
        kind: fc.constant('payment' as const),
        member: fc.nat(1),
        cents: fc.integer({ min: 1, max: 500_000 }),
      }),
      fc.record({
        kind: fc.constant('opening' as const),
        member: fc.nat(1),
        cents: fc.integer({ min: -500_000, max: 500_000 }),
      }),
      fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
    );
    const decimal = (cents: number) =>
      `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const posted: { kind: 'expense' | 'payment' | 'opening_balance'; id: number }[] = [];
        for (const action of steps) {
          if (action.kind === 'void') {
            const target = posted[action.pick % Math.max(posted.length, 1)];
            if (!target) continue;
            const kind = {
              expense: 'member_expences',
              payment: 'member_payment',
              opening_balance: 'member_opening_balance',
            }[target.kind];
            const answer = await call('POST', `/api/${kind}/${target.id}/void/`, 'admin', { reason: 'property' });
            expect([200, 409]).toContain(answer.statusCode);
            continue;
          }
          const memberId = memberIds[action.member]!;
          const date = today;
          if (action.kind === 'expense')
            posted.push({
              kind: 'expense',
              id: (
                await postExpense(t.db, actor, {
                  member_id: memberId,
                  accounts_head_id: club.bar.id,
                  date,
                  amount: decimal(action.cents),
                })
              ).documentId,
            });
          if (action.kind === 'payment')
            posted.push({
              kind: 'payment',
              id: (
                await postPayment(t.db, actor, {
                  member_id: memberId,
                  date,
                  amount: decimal(action.cents),
                  mode: 'cash',
                })
              ).documentId,
            });
          if (action.kind === 'opening') {
            try {
              posted.push({
                kind: 'opening_balance',
                id: (
                  await postOpeningBalance(t.db, actor, {
                    member_id: memberId,
                    as_of_date: date,
                    amount: decimal(action.cents),
                  })
                ).documentId,
              });
            } catch {
              // One standing opening balance per member: a second is refused, and the property still holds.
            }
          }
        }
        for (const memberId of memberIds) {
          const sumOf = async (table: PgTable, column: string, posted: boolean) => {
            const [row] = await t.db
              .select({ total: sql<string>`coalesce(sum(${sql.identifier(column)}), 0)` })
              .from(table)
              .where(sql`member_id = ${memberId}${posted ? sql` and status = 'posted'` : sql``}`);
            return Number(row!.total);
          };
          const expected =
            (await sumOf(memberOpeningBalances, 'amount_minor', true)) +
            (await sumOf(memberExpenses, 'amount_minor', true)) -
            (await sumOf(memberPayments, 'amount_minor', true)) +
            (await sumOf(memberBills, 'total_minor', false));
          const balance = await memberBalance(t.db, demoClubId, memberId);
          const [sum] = await t.db
            .select({ total: sql<string>`coalesce(sum(debit_minor - credit_minor), 0)` })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.member_id, memberId), eq(ledgerEntries.golf_course_id, demoClubId)));
          expect(balance).toBe(Number(sum!.total));
          expect(balance).toBe(expected);
          expect((await statementOf(memberId)).json().closing_balance_minor).toBe(balance);
        }
      }),
      { numRuns: 15 },
    );
  });
});
