import { z } from 'zod';
import { clubDay, day, fieldLimits, referenceId } from './fields.js';
import { instant, recordExample, recordFields } from './records.js';

/**
 * Membership billing: the ledger heads, member types and their recurring charges, lockers, the postings (expenses,
 * payments, opening balances), bill runs and statements. Amounts travel as minor units (`amount_minor`) in records
 * and as decimals typed by a person (`amount`, "1250.50") in inputs: the server reads them in the club's currency.
 */

export const billingLimits = {
  code: 20,
  name: fieldLimits.name,
  description: 500,
  reference: 100,
  lockerNumber: 20,
  location: 100,
  reason: 500,
  amountText: 24,
  idempotencyKey: 200,
  /** Tax rates in basis points: 0 to 100 %. */
  taxRateBp: 10_000,
} as const;

export const accountsHeadKinds = ['charge', 'payment', 'adjustment'] as const;
export const chargeFrequencies = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export const lockerStatuses = ['available', 'assigned', 'out_of_service'] as const;
export const paymentModes = ['cash', 'card', 'upi', 'cheque', 'bank_transfer'] as const;
export const postingStatuses = ['posted', 'void'] as const;
/** The documents that write ledger entries. */
export const ledgerDocuments = ['expense', 'payment', 'opening_balance', 'bill'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** An amount as a person types it: a decimal in the club's currency ("1250.50"), read into minor units by the server. */
export const amountText = z
  .string()
  .trim()
  .min(1)
  .max(billingLimits.amountText)
  .describe(
    'A decimal amount in the club currency, as text ("1250.50"): no more decimals than the currency has, at most 10^12 minor units',
  );

const amountMinor = z.number().int().describe("Whole minor units of the club's currency (pence, cents)");

// Ledger heads ---------------------------------------------------------------------------------------------------

export const accountsHeadInput = z.object({
  code: required(billingLimits.code).describe('Unique in the club: SUBS, LOCKER, BAR'),
  name: required(billingLimits.name),
  kind: z.enum(accountsHeadKinds),
  tax_rate_bp: z.number().int().min(0).max(billingLimits.taxRateBp).optional().describe('Basis points: 1800 is 18 %'),
  is_active: z.boolean().optional(),
});

export const accountsHeadRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(accountsHeadKinds),
    tax_rate_bp: z.number().int(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'AccountsHead',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        code: 'SUBS',
        name: 'Subscription',
        kind: 'charge',
        tax_rate_bp: 0,
        is_active: true,
      },
    ],
  });

// Member types ---------------------------------------------------------------------------------------------------

export const memberTypeInput = z.object({
  name: required(billingLimits.name),
  description: text(billingLimits.description).optional(),
  is_active: z.boolean().optional(),
});

export const memberTypeRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    name: z.string(),
    description: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'MemberType',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        name: 'Permanent',
        description: 'Full playing members',
        is_active: true,
      },
    ],
  });

export const memberTypeMappingInput = z.object({
  member_id: referenceId,
  member_type_id: referenceId,
  from_date: clubDay,
  to_date: clubDay.nullable().optional().describe('The last day of the type; none while it lasts'),
});

export const memberTypeMappingRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    member_type_id: z.number().int(),
    member_type_name: z.string(),
    from_date: z.string(),
    to_date: z.string().nullable(),
  })
  .meta({
    id: 'MemberTypeMapping',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        member_type_id: 1,
        member_type_name: 'Permanent',
        from_date: '2024-01-01',
        to_date: null,
      },
    ],
  });

export const memberTypeHeadMappingInput = z.object({
  member_type_id: referenceId,
  accounts_head_id: referenceId,
  amount: amountText,
  frequency: z.enum(chargeFrequencies),
  prorate_joins: z
    .boolean()
    .optional()
    .describe('A member whose type starts after the first day of the period pays for the days left of it'),
});

export const memberTypeHeadMappingRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_type_id: z.number().int(),
    member_type_name: z.string(),
    accounts_head_id: z.number().int(),
    accounts_head_name: z.string(),
    amount_minor: amountMinor,
    frequency: z.enum(chargeFrequencies),
    prorate_joins: z.boolean(),
  })
  .meta({
    id: 'MemberTypeHeadMapping',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_type_id: 1,
        member_type_name: 'Permanent',
        accounts_head_id: 1,
        accounts_head_name: 'Subscription',
        amount_minor: 9500,
        frequency: 'monthly',
        prorate_joins: true,
      },
    ],
  });

// Lockers --------------------------------------------------------------------------------------------------------

export const lockerTypeInput = z.object({
  name: required(billingLimits.name),
  description: text(billingLimits.description).optional(),
});

export const lockerTypeRecord = z
  .object({ ...recordFields, golf_course_id: z.number().int(), name: z.string(), description: z.string() })
  .meta({
    id: 'LockerType',
    examples: [{ ...recordExample, golf_course_id: 1, name: 'Full height', description: 'Bag and clothes' }],
  });

export const lockerMasterInput = z.object({
  locker_type_id: referenceId,
  number: required(billingLimits.lockerNumber).describe('Unique in the club'),
  location: text(billingLimits.location).optional(),
  status: z.enum(lockerStatuses).optional(),
});

export const lockerMasterRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    locker_type_id: z.number().int(),
    locker_type_name: z.string(),
    number: z.string(),
    location: z.string(),
    status: z.enum(lockerStatuses),
  })
  .meta({
    id: 'LockerMaster',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        locker_type_id: 1,
        locker_type_name: 'Full height',
        number: 'A-01',
        location: "Men's changing room",
        status: 'assigned',
      },
    ],
  });

export const lockerTypeChargeInput = z.object({
  locker_type_id: referenceId,
  member_type_id: referenceId,
  accounts_head_id: referenceId,
  amount: amountText,
  frequency: z.enum(chargeFrequencies),
});

export const lockerTypeChargeRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    locker_type_id: z.number().int(),
    locker_type_name: z.string(),
    member_type_id: z.number().int(),
    member_type_name: z.string(),
    accounts_head_id: z.number().int(),
    accounts_head_name: z.string(),
    amount_minor: amountMinor,
    frequency: z.enum(chargeFrequencies),
  })
  .meta({
    id: 'LockerTypeCharge',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        locker_type_id: 1,
        locker_type_name: 'Full height',
        member_type_id: 1,
        member_type_name: 'Permanent',
        accounts_head_id: 2,
        accounts_head_name: 'Locker Rent',
        amount_minor: 6000,
        frequency: 'yearly',
      },
    ],
  });

export const memberLockerInput = z.object({
  member_id: referenceId,
  locker_id: referenceId,
  from_date: clubDay,
  to_date: clubDay.nullable().optional().describe('The day the member gave the locker back; none while they hold it'),
});

export const memberLockerRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    locker_id: z.number().int(),
    locker_number: z.string(),
    from_date: z.string(),
    to_date: z.string().nullable(),
  })
  .meta({
    id: 'MemberLocker',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        locker_id: 1,
        locker_number: 'A-01',
        from_date: '2026-01-01',
        to_date: null,
      },
    ],
  });

// Postings -------------------------------------------------------------------------------------------------------

/** Who voided a posting, when and why; all null while it stands. */
const voidFields = {
  status: z.enum(postingStatuses),
  voided_at: instant.nullable(),
  voided_by: z.number().int().nullable(),
  void_reason: z.string().nullable(),
};
const voidExample = { status: 'posted', voided_at: null, voided_by: null, void_reason: null };

export const memberExpenseInput = z.object({
  member_id: referenceId,
  accounts_head_id: referenceId,
  date: day,
  amount: amountText,
  description: text(billingLimits.description).optional(),
  reference: text(billingLimits.reference).optional(),
});

export const memberExpenseRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    accounts_head_id: z.number().int(),
    accounts_head_name: z.string(),
    date: z.string(),
    amount_minor: amountMinor,
    description: z.string(),
    reference: z.string(),
    competition_purse: z.boolean(),
    ...voidFields,
  })
  .meta({
    id: 'MemberExpense',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        accounts_head_id: 4,
        accounts_head_name: 'Bar',
        date: '2026-11-02',
        amount_minor: 2450,
        description: 'Captain’s dinner',
        reference: 'BAR-1182',
        competition_purse: false,
        ...voidExample,
      },
    ],
  });

export const memberPaymentInput = z.object({
  member_id: referenceId,
  date: day,
  amount: amountText,
  mode: z.enum(paymentModes),
  reference: text(billingLimits.reference).optional(),
});

export const memberPaymentRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    date: z.string(),
    amount_minor: amountMinor,
    mode: z.enum(paymentModes),
    reference: z.string(),
    competition_purse: z.boolean(),
    ...voidFields,
  })
  .meta({
    id: 'MemberPayment',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        date: '2026-11-05',
        amount_minor: 9500,
        mode: 'card',
        reference: 'Card ending 4242',
        competition_purse: false,
        ...voidExample,
      },
    ],
  });

/** A member's competition purse: what it holds, from the top-ups and entry fees posted in their account. */
export const competitionPurseRecord = z
  .object({
    member_id: z.number().int(),
    member_name: z.string(),
    membership_number: z.string(),
    balance_minor: amountMinor.describe('What the purse holds: its top-ups less the entry fees taken from it'),
  })
  .meta({
    id: 'CompetitionPurse',
    examples: [{ member_id: 3, member_name: 'Fiona Campbell', membership_number: 'M-0003', balance_minor: 2400 }],
  });

export const competitionPurseList = z.array(competitionPurseRecord);

/** The calling member's own purse, and whether the club takes entry fees from it. */
export const ownCompetitionPurse = z
  .object({
    competition_purse: z.boolean().describe('The club takes entry fees from members’ competition purses'),
    currency: z.string(),
    balance_minor: amountMinor,
  })
  .meta({ id: 'OwnCompetitionPurse', examples: [{ competition_purse: true, currency: 'GBP', balance_minor: 2400 }] });

export const memberOpeningBalanceInput = z.object({
  member_id: referenceId,
  as_of_date: day,
  amount: amountText.describe('What the member owes on the day, as a decimal; negative when the club owes them'),
});

export const memberOpeningBalanceRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    as_of_date: z.string(),
    amount_minor: amountMinor.describe('Positive: the member owes the club'),
    ...voidFields,
  })
  .meta({
    id: 'MemberOpeningBalance',
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        as_of_date: '2025-12-31',
        amount_minor: 12000,
        ...voidExample,
      },
    ],
  });

export const voidPostingInput = z.object({
  reason: required(billingLimits.reason).describe('Why the posting is voided: kept with it for good'),
});

// Bill runs ------------------------------------------------------------------------------------------------------

export const billMonthQuery = z.object({
  month: day.describe('The first day of the month to bill, YYYY-MM-01'),
});

export const billRunInput = billMonthQuery;

/** How many bills a preview shows line by line at most on one page; its totals count them all. */
export const billPreviewPageSize = 100;

export const billPreviewQuery = billMonthQuery.extend({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, { error: 'Choose a page: a whole number from 1.' })
    .optional()
    .describe('The page of bills, from 1 (the default)'),
  page_size: z
    .string()
    .regex(/^([1-9]|[1-9][0-9]|100)$/, { error: `Choose from 1 to ${billPreviewPageSize} bills a page.` })
    .optional()
    .describe(`Bills a page, 1 to ${billPreviewPageSize} (the default)`),
});

export const billRunRecord = z
  .object({
    id: z.number().int(),
    month: z.string(),
    members_count: z.number().int(),
    total_minor: amountMinor,
    run_by: z.number().int().nullable(),
    run_by_name: z.string(),
    run_at: instant,
  })
  .meta({
    id: 'BillRun',
    description: "A month's bill run: who ran it, when, and what it posted",
    examples: [
      {
        id: 11,
        month: '2026-11-01',
        members_count: 142,
        total_minor: 1_849_500,
        run_by: 2,
        run_by_name: 'Alex Admin',
        run_at: '2026-11-01T08:15:00.000Z',
      },
    ],
  });

const billLine = z.object({
  accounts_head_id: z.number().int(),
  accounts_head_name: z.string(),
  description: z.string(),
  source: z.enum(['member_type', 'locker']),
  amount_minor: amountMinor,
});

export const billPreview = z
  .object({
    month: z.string(),
    currency: z.string(),
    members_count: z.number().int().describe('Members with at least one charge this month: as many bills'),
    total_minor: amountMinor,
    page: z.number().int().describe('The page of bills answered, from 1'),
    page_size: z.number().int().describe('Bills a page: the last page may hold fewer'),
    heads: z.array(
      z.object({
        accounts_head_id: z.number().int(),
        accounts_head_name: z.string(),
        lines: z.number().int(),
        amount_minor: amountMinor,
      }),
    ),
    bills: z
      .array(
        z.object({
          member_id: z.number().int(),
          member_name: z.string(),
          membership_number: z.string(),
          total_minor: amountMinor,
          lines: z.array(billLine),
        }),
      )
      .describe("The page's bills, by membership number"),
    already_run: billRunRecord
      .nullable()
      .describe('The run that billed this month already, if any: posting adds nothing'),
  })
  .meta({
    id: 'BillPreview',
    description: "What a month's bill run posts: its lines by head and the members' bills",
    examples: [
      {
        month: '2026-11-01',
        currency: 'GBP',
        members_count: 1,
        total_minor: 15000,
        page: 1,
        page_size: 100,
        heads: [{ accounts_head_id: 1, accounts_head_name: 'Subscription', lines: 1, amount_minor: 15000 }],
        bills: [
          {
            member_id: 12,
            member_name: 'Ailsa Lindsay',
            membership_number: 'FD-0012',
            total_minor: 15000,
            lines: [
              {
                accounts_head_id: 1,
                accounts_head_name: 'Subscription',
                description: 'Monthly subscription',
                source: 'member_type',
                amount_minor: 15000,
              },
            ],
          },
        ],
        already_run: null,
      },
    ],
  });

export const billRunAnswer = billRunRecord
  .extend({ created: z.boolean().describe('False when the month had been billed already: nothing new was posted') })
  .meta({
    id: 'BillRunAnswer',
    description: 'The run that billed the month, and whether this call posted it',
    examples: [
      {
        ...{
          id: 11,
          month: '2026-10-01',
          members_count: 142,
          total_minor: 1_849_500,
          run_by: 2,
          run_by_name: 'Alex Admin',
          run_at: '2026-10-01T08:15:00.000Z',
        },
        created: true,
      },
    ],
  });

export const billMonths = z
  .object({
    results: z.array(z.object({ month: z.string(), run: billRunRecord.nullable() })),
  })
  .meta({
    id: 'BillMonths',
    description: 'The first days of this month and the eleven before, newest first',
    examples: [
      {
        results: [
          { month: '2026-11-01', run: null },
          {
            month: '2026-10-01',
            run: {
              id: 11,
              month: '2026-10-01',
              members_count: 142,
              total_minor: 1_849_500,
              run_by: 2,
              run_by_name: 'Alex Admin',
              run_at: '2026-10-01T08:15:00.000Z',
            },
          },
        ],
      },
    ],
  });

// Statements -----------------------------------------------------------------------------------------------------

export const statementFormats = ['json', 'csv', 'pdf'] as const;

export const statementQuery = z.object({
  member_id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'Choose a member.' }),
  from_date: day,
  to_date: day,
  format: z.enum(statementFormats).optional().describe('json (the default), csv or pdf'),
});

export const statementMailInput = z.object({ member_id: referenceId, from_date: day, to_date: day });

export const statementEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  document: z.enum(ledgerDocuments),
  document_id: z.number().int(),
  description: z.string(),
  reversal_of: z.number().int().nullable().describe('The entry this one reverses'),
  debit_minor: amountMinor.describe('What the member was charged'),
  credit_minor: amountMinor.describe('What the member paid or was credited'),
  balance_minor: amountMinor.describe('The running balance after this entry: positive, the member owes'),
});

export const statement = z
  .object({
    member_id: z.number().int(),
    member_name: z.string(),
    membership_number: z.string(),
    currency: z.string(),
    from_date: z.string(),
    to_date: z.string(),
    brought_forward_minor: amountMinor,
    entries: z.array(statementEntry),
    total_debit_minor: amountMinor,
    total_credit_minor: amountMinor,
    closing_balance_minor: amountMinor,
  })
  .meta({
    id: 'Statement',
    description:
      "A member's account over a range of days: brought forward, each entry with its running balance, closing",
    examples: [
      {
        member_id: 12,
        member_name: 'Ailsa Lindsay',
        membership_number: 'FD-0012',
        currency: 'GBP',
        from_date: '2026-10-01',
        to_date: '2026-10-31',
        brought_forward_minor: 5000,
        entries: [
          {
            id: 301,
            date: '2026-10-01',
            document: 'bill',
            document_id: 88,
            description: 'Monthly subscription',
            reversal_of: null,
            debit_minor: 15000,
            credit_minor: 0,
            balance_minor: 20000,
          },
        ],
        total_debit_minor: 15000,
        total_credit_minor: 0,
        closing_balance_minor: 20000,
      },
    ],
  });

export const statementMailed = z.object({ detail: z.string(), recipient: z.string() }).meta({
  id: 'StatementMailed',
  description: 'The statement is queued in the outbox for the member',
  examples: [
    { detail: 'The statement is on its way to ailsa.lindsay@example.com.', recipient: 'ailsa.lindsay@example.com' },
  ],
});

// Reports --------------------------------------------------------------------------------------------------------

export const agedBalances = z
  .object({
    as_of: z.string(),
    currency: z.string(),
    members: z.array(
      z.object({
        member_id: z.number().int(),
        member_name: z.string(),
        membership_number: z.string(),
        current_minor: amountMinor,
        days_30_minor: amountMinor,
        days_60_minor: amountMinor,
        days_90_plus_minor: amountMinor,
        balance_minor: amountMinor,
      }),
    ),
    totals: z.object({
      current_minor: amountMinor,
      days_30_minor: amountMinor,
      days_60_minor: amountMinor,
      days_90_plus_minor: amountMinor,
      balance_minor: amountMinor,
    }),
  })
  .meta({
    id: 'AgedBalances',
    description: "The club's unpaid charges by age, per member and in total",
    examples: [
      {
        as_of: '2026-11-26',
        currency: 'GBP',
        members: [
          {
            member_id: 12,
            member_name: 'Ailsa Lindsay',
            membership_number: 'FD-0012',
            current_minor: 15000,
            days_30_minor: 5000,
            days_60_minor: 0,
            days_90_plus_minor: 0,
            balance_minor: 20000,
          },
        ],
        totals: {
          current_minor: 15000,
          days_30_minor: 5000,
          days_60_minor: 0,
          days_90_plus_minor: 0,
          balance_minor: 20000,
        },
      },
    ],
  });
