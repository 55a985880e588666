import { formatMoney } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { mailClubOf, queueMail, renderMail } from '../mail/index.js';
import { getStatement, type StatementRange } from './get-statement.js';

export const noEmailMessage = 'This member has no e-mail address to send the statement to.';

/**
 * Puts a member's statement in the outbox (sent after the commit by the outbox sender): the period, the balance brought
 * forward, the totals and the closing balance, each entry a line. Answers the address it goes to.
 */
export async function mailStatement(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  range: StatementRange,
): Promise<{ recipient: string }> {
  const golfCourseId = actor.golfCourseId!;
  const statement = await getStatement(db, golfCourseId, range);
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, range.memberId));
  if (!member?.email) throw new InvalidInputError({ member_id: [noEmailMessage] });
  const money = (minor: number) => formatMoney(minor, statement.currency, 'en-GB');
  const club = await mailClubOf(db, golfCourseId);
  const content = renderMail(
    {
      subject: `Your statement, ${statement.from_date} to ${statement.to_date}`,
      greeting: `Dear ${statement.member_name},`,
      paragraphs: [
        `Your account from ${statement.from_date} to ${statement.to_date}. Balance brought forward: ${money(statement.brought_forward_minor)}.`,
        ...statement.entries.map(
          (entry) =>
            `${entry.date}  ${entry.description}  ${entry.debit_minor ? money(entry.debit_minor) : `-${money(entry.credit_minor)}`}`,
        ),
        `Charged ${money(statement.total_debit_minor)}, paid or credited ${money(statement.total_credit_minor)}. Closing balance: ${money(statement.closing_balance_minor)}.`,
      ],
      club,
    },
    config,
  );
  await db.transaction(async (tx) => {
    await queueMail(tx, { ...content, golfCourseId, recipient: member.email });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'member_account_statement_mail',
      entityId: range.memberId,
      detail: { from_date: range.fromDate, to_date: range.toDate },
    });
  });
  return { recipient: member.email };
}
