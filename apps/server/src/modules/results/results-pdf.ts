import {
  formatMoney,
  type KnockoutChart,
  sideFormats,
  type TournamentFlights,
  type TournamentFormat,
} from '@fairway/contract';
import { handicapText } from '@fairway/golf';
import { formatWords } from './calculate-results.js';
import type { ResultsSheet } from './read-results-sheet.js';
import { formatClubDate } from '../../core/club-dates.js';

const margin = 40;
const seedingWords: Record<string, string> = {
  handicap: 'by Handicap Index',
  random: 'at random',
  given: 'in the order given',
};
const basisWords: Record<string, string> = {
  gross: 'gross',
  net: 'net',
  stableford: 'Stableford points',
  both: 'net and gross',
};

/** "-10.0 to 14.0": a flight's band of Handicap Index, plus handicaps negative. */
const bandWords = (band: { from_index: number; to_index: number }) =>
  `${band.from_index.toFixed(1)} to ${band.to_index.toFixed(1)}`;

/**
 * The results sheet as a PDF on the club's paper (A4 or US Letter): the club's logo and name, the tournament, its
 * format and whether the results are published, the hidden holes once they are, then each category's or flight's
 * table (position, name, playing and Peoria handicaps, gross, net, points, and under a tied line how countback split
 * it; a side or scramble team named with its partners, an eclectic's line with its best score on each hole, a
 * scramble team's drives used), a skins game's winners and each hole in words, a knockout's draw round by round with
 * each match's winner and its champion (and its consolation bracket's, "Consolation: X"), and the prizes with their
 * winners.
 */
export async function resultsPdf(sheet: ResultsSheet): Promise<Buffer> {
  const { club, tournament, results, prizes, knockout, eclecticCards } = sheet;
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
    .text(
      knockout
        ? `${dates} · match-play knockout of ${knockout.size}, seeded ${seedingWords[knockout.seeding ?? 'given']}`
        : `${dates} · ${formatWords[results.format]}, ranked on ${basisWords[results.basis] ?? results.basis}`,
      { width: right - textLeft },
    );
  const { flights } = tournament;
  if (flights) {
    doc.text(
      flights.method === 'index_bands'
        ? `In flights by Handicap Index: ${flights.bands.map((band) => `${band.name} ${bandWords(band)}`).join(', ')}`
        : `In ${flights.count} flights of equal size by Handicap Index`,
      { width: right - textLeft },
    );
  }
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
    { label: entrantWord(results.format), x: margin + 36, width: 190, align: 'left' },
    { label: 'Hcp', x: margin + 230, width: 40, align: 'right' },
    ...(peoria ? [{ label: 'Peoria', x: margin + 272, width: 46, align: 'right' } as const] : []),
    { label: 'Gross', x: margin + 322, width: 50, align: 'right' },
    { label: 'Net', x: margin + 376, width: 50, align: 'right' },
    { label: 'Points', x: margin + 430, width: 50, align: 'right' },
  ]
    .filter((column) => column.label !== 'Points' || any('points'))
    .filter((column) => column.label !== 'Net' || any('net'))
    .filter((column) => column.label !== 'Gross' || any('gross')) as Column[];
  const line = (cells: readonly string[], bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#000');
    // A name wraps in its column (a side's or team's names its partners); a figure keeps to its line.
    let height = 13;
    cells.forEach((text, index) => {
      const column = columns[index]!;
      if (index === 1) {
        doc.text(text, column.x, y, { width: column.width, align: column.align });
        height = Math.max(height, doc.y - y + 2);
      } else {
        doc.text(text, column.x, y, { width: column.width, align: column.align, lineBreak: false, ellipsis: true });
      }
    });
    doc.x = margin;
    doc.y = y + height;
  };
  const note = (text: string) => {
    doc
      .font('Helvetica-Oblique')
      .fontSize(7.5)
      .fillColor('#555')
      .text(text, columns[1]!.x, doc.y - 2, { width: right - columns[1]!.x });
    doc.y += 2;
  };
  const number = (value: number | null) => (value === null ? '' : String(value));

  for (const table of results.categories) {
    if (doc.y > bottom() - 40) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000')
      .text(tableHeading(table.category, flights), margin, doc.y + 6);
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
        ...(any('gross') ? [number(row.gross)] : []),
        ...(any('net') ? [number(row.net)] : []),
        ...(any('points') ? [number(row.points)] : []),
      ]);
      const best = eclecticCards?.strokes.get(row.member_id);
      if (best) {
        const holes = best.map((strokes, index) => `${eclecticCards!.holeNumbers[index]}: ${strokes ?? '-'}`);
        note(`Best of each hole: ${holes.join(', ')}`);
      }
      if (row.countback) note(row.countback);
      if (row.drives) note(row.drives);
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
  } else if (knockout) {
    const named = (side: KnockoutChart['rounds'][number]['matches'][number]['sides'][number]) =>
      side.name === null ? 'to be known' : `${side.name}${side.seed === null ? '' : ` (${side.seed})`}`;
    const drawRounds = (rounds: KnockoutChart['rounds'], bracket: string) => {
      for (const round of rounds) {
        if (doc.y > bottom() - 40) doc.addPage();
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor('#000')
          .text(`${bracket}${round.name}: to be played by ${day(round.deadline)}`, margin, doc.y + 6);
        doc.moveDown(0.3);
        for (const match of round.matches) {
          if (doc.y > bottom()) doc.addPage();
          const winner = match.sides.find(
            (side) => side.member_id !== null && side.member_id === match.winner_member_id,
          );
          const loser = match.sides.find((side) => side !== winner);
          const words =
            match.decided_by === 'bye'
              ? winner
                ? `${named(winner)}: a bye`
                : 'two byes, no match'
              : winner
                ? `${named(winner)} beat ${named(loser!)}, ${match.result ?? ''}${match.played_on ? ` (${day(match.played_on)})` : ''}`
                : `${named(match.sides[0]!)} v ${named(match.sides[1]!)}: not played yet`;
          doc
            .font('Helvetica')
            .fontSize(9)
            .fillColor('#000')
            .text(`Match ${match.match}: ${words}`, margin, doc.y, { width: right - margin });
        }
      }
    };
    const crowned = (words: string) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(words, margin, doc.y + 6);
    drawRounds(knockout.rounds, '');
    if (knockout.champion_name) crowned(`Champion: ${knockout.champion_name}`);
    if (knockout.consolation) {
      drawRounds(knockout.consolation.rounds, 'Consolation ');
      if (knockout.consolation.champion_name) crowned(`Consolation: ${knockout.consolation.champion_name}`);
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

/** What a results line is: a side of two, a scramble's team, else a player. */
function entrantWord(format: TournamentFormat): string {
  if ((sideFormats as readonly string[]).includes(format)) return 'Side';
  return format === 'scramble' ? 'Team' : 'Player';
}

/** A table's heading: its category, its flight (a band with its Handicap Indexes, an equal flight by its letter). */
function tableHeading(category: string, flights: TournamentFlights | null): string {
  if (category === '') return 'Whole field';
  if (!flights) return category;
  if (flights.method === 'equal_sizes') return `Flight ${category}`;
  const band = flights.bands.find((candidate) => candidate.name === category);
  return band ? `${category}: Handicap Index ${bandWords(band)}` : category;
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
