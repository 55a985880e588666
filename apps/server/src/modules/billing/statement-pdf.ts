import { formatMoney } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { loadSharp } from '../../core/images.js';
import type { Database } from '../../db/client.js';
import { attachments, cities, golfCourses } from '../../db/schema/index.js';
import type { Statement } from './get-statement.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';

const margin = 48;
const columns = [
  { label: 'Date', x: margin, width: 70, align: 'left' },
  { label: 'Description', x: margin + 72, width: 200, align: 'left' },
  { label: 'Debit', x: margin + 276, width: 72, align: 'right' },
  { label: 'Credit', x: margin + 350, width: 72, align: 'right' },
  { label: 'Balance', x: margin + 424, width: 75, align: 'right' },
] as const;

async function clubHeading(db: Database, golfCourseId: number) {
  const [club] = await db
    .select({
      name: golfCourses.name,
      address: golfCourses.address,
      postalCode: golfCourses.postal_code,
      city: cities.name,
      email: golfCourses.email,
      phone: golfCourses.phone,
      logo: attachments.data,
    })
    .from(golfCourses)
    .leftJoin(cities, eq(cities.id, golfCourses.city_id))
    .leftJoin(attachments, eq(attachments.id, golfCourses.logo_id))
    .where(eq(golfCourses.id, golfCourseId));
  // pdfkit draws PNG and JPEG; an uploaded WebP logo is drawn from a PNG copy.
  const logo = club?.logo ? await (await loadSharp())(club.logo).png().toBuffer() : null;
  return { ...club!, logo };
}

/**
 * The statement as a PDF to hand or mail to the member: the club's logo, name and address, the member and the
 * period, the balance brought forward, every entry with its running balance, the totals and the closing balance.
 */
export async function statementPdf(db: Database, golfCourseId: number, statement: Statement): Promise<Buffer> {
  const club = await clubHeading(db, golfCourseId);
  const money = (minor: number) => formatMoney(minor, statement.currency, 'en-GB');
  const dates = await clubDates(db, golfCourseId);
  const day = (value: string) => formatClubDate(value, dates);
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: 'A4', margin, info: { Title: `Statement - ${statement.member_name}` } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));

  if (club.logo) document.image(club.logo, margin, margin, { fit: [60, 60] });
  const textX = club.logo ? margin + 72 : margin;
  document.font('Helvetica-Bold').fontSize(16).text(club.name, textX, margin);
  document.font('Helvetica').fontSize(9);
  for (const line of [club.address, [club.city, club.postalCode].filter(Boolean).join(' '), club.email, club.phone])
    if (line) document.text(line, textX);
  document.moveDown(2);
  document
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Statement of account', margin, Math.max(document.y, margin + 72));
  document.font('Helvetica').fontSize(10);
  document.text(`${statement.member_name}${statement.membership_number ? ` (${statement.membership_number})` : ''}`);
  document.text(`From ${day(statement.from_date)} to ${day(statement.to_date)}, in ${statement.currency}`);
  document.moveDown();

  const bottom = () => document.page.height - margin - 14;
  const row = (cells: readonly string[], bold = false) => {
    if (document.y > bottom()) document.addPage();
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let height = 0;
    cells.forEach((text, index) => {
      const column = columns[index]!;
      document.text(text, column.x, y, { width: column.width, align: column.align });
      height = Math.max(height, document.y - y);
    });
    document.x = margin;
    document.y = y + height + 3;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  row([day(statement.from_date), 'Balance brought forward', '', '', money(statement.brought_forward_minor)]);
  for (const entry of statement.entries) {
    row([
      day(entry.date),
      entry.description,
      entry.debit_minor ? money(entry.debit_minor) : '',
      entry.credit_minor ? money(entry.credit_minor) : '',
      money(entry.balance_minor),
    ]);
  }
  row(['', 'Totals', money(statement.total_debit_minor), money(statement.total_credit_minor), ''], true);
  document.moveDown();
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Closing balance: ${money(statement.closing_balance_minor)}`, margin, document.y, {
      align: 'right',
      width: 499,
    });
  document
    .font('Helvetica')
    .fontSize(8)
    .text(
      statement.closing_balance_minor > 0
        ? 'A positive balance is what the member owes the club.'
        : 'A negative balance is what the club owes the member.',
      margin,
      document.y + 4,
      { align: 'right', width: 499 },
    );
  document.end();
  return finished;
}
