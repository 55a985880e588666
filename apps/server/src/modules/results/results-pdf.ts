import { formatMoney } from '@fairway/contract';
import { handicapText } from '@fairway/golf';
import { formatWords } from './calculate-results.js';
import type { ResultsSheet } from './read-results-sheet.js';
import { formatClubDate } from '../../core/club-dates.js';

const margin = 40;
const basisWords: Record<string, string> = {
  gross: 'gross',
  net: 'net',
  stableford: 'Stableford points',
  both: 'net and gross',
};

/**
 * The results sheet as a PDF on the club's paper (A4 or US Letter): the club's logo and name, the tournament, its
 * format and whether the results are published, the hidden holes once they are, then each category's table (position,
 * name, playing and Peoria handicaps, gross, net, points, and under a tied line how countback split it, under a
 * scramble team's its drives used), a skins
 * game's winners and each hole in words, and the prizes with their winners.
 */
export async function resultsPdf(sheet: ResultsSheet): Promise<Buffer> {
  const { club, tournament, results, prizes } = sheet;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: club.paperSize === 'letter' ? 'LETTER' : 'A4',
    margin,
    info: { Title: `${tournament.name}: results`, Author: club.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - margin;
  const bottom = () => doc.page.height - margin - 24;

  let textLeft = margin;
  if (club.logo) {
    try {
      doc.image(club.logo, margin, margin, { fit: [56, 56] });
      textLeft = margin + 68;
    } catch {
      // A logo the PDF library cannot read is left out rather than failing the sheet.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#000')
    .text(club.name, textLeft, margin, { width: right - textLeft });
  doc.fontSize(13).text(`${tournament.name}: results`, { width: right - textLeft });
  const day = (value: string) => formatClubDate(value, club.dates);
  const dates =
    tournament.start_date === tournament.end_date
      ? day(tournament.start_date)
      : `${day(tournament.start_date)} to ${day(tournament.end_date)}`;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333')
    .text(`${dates} · ${formatWords[results.format]}, ranked on ${basisWords[results.basis] ?? results.basis}`, {
      width: right - textLeft,
    });
  doc.text(results.published ? 'Published results' : 'Provisional: not published yet', { width: right - textLeft });
  if (results.hidden_holes.length > 0) {
    doc.text(`Hidden holes: ${results.hidden_holes.join(', ')}`, { width: right - textLeft });
  }
  doc.y = Math.max(doc.y, margin + 56) + 12;

  // A figure no row has (a stroke play's points) is left out, as on the screen.
  const any = (figure: 'peoria_handicap' | 'gross' | 'net' | 'points') =>
    results.categories.some((table) => table.rows.some((row) => row[figure] !== null));
  const peoria = any('peoria_handicap');
  type Column = { label: string; x: number; width: number; align: 'left' | 'right' };
  const columns: Column[] = [
    { label: 'Pos', x: margin, width: 34, align: 'left' },
    { label: 'Player', x: margin + 36, width: 190, align: 'left' },
    { label: 'Hcp', x: margin + 230, width: 40, align: 'right' },
    ...(peoria ? [{ label: 'Peoria', x: margin + 272, width: 46, align: 'right' } as const] : []),
    { label: 'Gross', x: margin + 322, width: 50, align: 'right' },
    { label: 'Net', x: margin + 376, width: 50, align: 'right' },
    { label: 'Points', x: margin + 430, width: 50, align: 'right' },
  ]
    .filter((column) => column.label !== 'Points' || any('points'))
    .filter((column) => column.label !== 'Net' || any('net')) as Column[];
  const line = (cells: readonly string[], bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#000');
    cells.forEach((text, index) => {
      const column = columns[index]!;
      doc.text(text, column.x, y, { width: column.width, align: column.align, lineBreak: false, ellipsis: true });
    });
    doc.x = margin;
    doc.y = y + 13;
  };
  const number = (value: number | null) => (value === null ? '' : String(value));

  for (const table of results.categories) {
    if (doc.y > bottom() - 40) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000')
      .text(table.category === '' ? 'Whole field' : table.category, margin, doc.y + 6);
    doc.moveDown(0.3);
    line(
      columns.map((column) => column.label),
      true,
    );
    for (const row of table.rows) {
      line([
        row.position_display,
        row.name,
        handicapText(row.playing_handicap),
        ...(peoria ? [number(row.peoria_handicap)] : []),
        number(row.gross),
        ...(any('net') ? [number(row.net)] : []),
        ...(any('points') ? [number(row.points)] : []),
      ]);
      // Under the name: how countback split a tie, a scramble team's drives used.
      for (const words of [row.countback, row.drives]) {
        if (!words) continue;
        doc
          .font('Helvetica-Oblique')
          .fontSize(7.5)
          .fillColor('#555')
          .text(words, columns[1]!.x, doc.y - 2, { width: right - columns[1]!.x });
        doc.y += 2;
      }
    }
    doc.moveDown(0.6);
  }
  if (results.skins) {
    const money = (minor: number) => formatMoney(minor, club.currency, 'en-GB');
    const heading = (text: string) => {
      if (doc.y > bottom() - 40) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#000')
        .text(text, margin, doc.y + 6);
      doc.moveDown(0.3);
    };
    const plain = (text: string) => {
      if (doc.y > bottom()) doc.addPage();
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#000')
        .text(text, margin, doc.y, { width: right - margin });
    };
    heading('Skins won');
    plain(`${results.skins.skins_won} skins won of a pot of ${money(results.skins.pot_minor)}.`);
    for (const player of results.skins.players) {
      const holes = player.holes_won.length > 0 ? `, holes ${player.holes_won.join(', ')}` : '';
      plain(`${player.name}: ${player.skins} skins${holes} · ${money(player.amount_minor)}`);
    }
    heading('Skins hole by hole');
    for (const hole of results.skins.holes) {
      const value = hole.value_minor > 0 ? ` (${money(hole.value_minor)})` : '';
      plain(`Hole ${hole.hole_number}: ${hole.explanation}${value}`);
    }
  } else if (results.categories.every((table) => table.rows.length === 0)) {
    doc.font('Helvetica').fontSize(10).text('No results in any category.', margin);
  }

  if (prizes.length > 0) {
    if (doc.y > bottom() - 40) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000')
      .text('Prizes', margin, doc.y + 6);
    doc.moveDown(0.3);
    for (const prize of prizes) {
      if (doc.y > bottom()) doc.addPage();
      const place = `${prize.category === '' ? 'Whole field' : prize.category}, ${ordinal(prize.position)}`;
      const value = prize.value_minor > 0 ? ` (${formatMoney(prize.value_minor, club.currency, 'en-GB')})` : '';
      const what = [prize.prize_type_name, prize.description].filter(Boolean).join(': ');
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#000')
        .text(`${place} · ${what}${value} · ${prize.winner_name ?? 'not awarded yet'}`, margin, doc.y, {
          width: right - margin,
        });
    }
  }
  doc.end();
  return done;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
function ordinal(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th');
  return `${position}${suffix}`;
}
