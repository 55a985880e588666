import { handicapText } from '@fairway/golf';
import type { drawSheetKinds } from '@fairway/contract';
import QRCode from 'qrcode';
import type { DrawSheet } from './read-draw-sheet.js';

type Player = { name: string; hole_category_name: string | null; playing_handicap: number | null };
type Kind = (typeof drawSheetKinds)[number];

const page = { size: 'A4', margin: 40, width: 595.28, height: 841.89 } as const;
const left = page.margin;
const right = page.width - page.margin;
const bottom = page.height - page.margin;
const qrSize = 64;
const lineHeight = 13;
const columns = { start: left, players: left + 72, teeSet: left + 300, handicap: left + 390, qr: right - qrSize };
/** A playing handicap as golfers write it: a plus handicap (stored negative) as "+1". */
const startWords: Record<string, string> = { tee_times: 'Tee times', shotgun: 'Shotgun start' };

/** The address of a group's scoring page, which its QR code opens: `/player_round_group_scores/{title}/{groupId}`. */
const scoringAddress = (publicUrl: string, title: string, groupId: number) =>
  `${publicUrl}/player_round_group_scores/${encodeURIComponent(title)}/${groupId}`;

/**
 * A round's draw sheet or start sheet as a PDF (decision 0053). The draw sheet, for the notice board and the players:
 * the club's logo and name, the tournament and the round, then each group in order with its start, its players with
 * their tee set and playing handicap, and a QR code of its scoring page (its address printed under it). The start
 * sheet, for the starter: one compact line per group in starting order, the players with their playing handicaps, and
 * a box to tick as the group tees off.
 */
export async function drawSheetPdf(sheet: DrawSheet, options: { kind: Kind; publicUrl: string }): Promise<Buffer> {
  const { club, tournament, round, groups } = sheet;
  const title = options.kind === 'start' ? 'Start sheet' : 'Draw sheet';
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    info: { Title: `${tournament.name}: ${title.toLowerCase()}, round ${round.round_number}`, Author: club.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // A QR code drawn as the PDF's own squares: sharp at any print size, and no image to encode and decode per group.
  const drawCode = (text: string, x: number, y: number) => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cell = qrSize / modules.size;
    // Each row's runs of dark modules as one rectangle: fewer shapes, and no seams between neighbours.
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        let end = column;
        while (end + 1 < modules.size && modules.get(row, end + 1)) end += 1;
        doc.rect(x + column * cell, y + row * cell, (end - column + 1) * cell, cell);
        column = end;
      }
    }
    doc.fillColor('#000').fill();
  };

  // The heading of every page: logo, club, tournament, round, and the columns' names.
  const heading = () => {
    let textLeft = left;
    if (club.logo) {
      try {
        doc.image(club.logo, left, left, { fit: [56, 56] });
        textLeft = left + 68;
      } catch {
        // A logo the PDF library cannot read is left out rather than failing the sheet.
      }
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#000')
      .text(club.name, textLeft, left, { width: right - textLeft });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(tournament.name, { width: right - textLeft });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#333')
      .text(
        `${title} · Round ${round.round_number} · ${round.play_date} · ${startWords[round.start_type] ?? round.start_type}`,
        { width: right - textLeft },
      );
    const y = Math.max(doc.y, left + 56) + 10;
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#555');
    doc.text('Start', columns.start, y);
    doc.text('Players', columns.players, y);
    doc.text('Tee set', columns.teeSet, y);
    doc.text(options.kind === 'start' ? 'Playing handicap' : 'Handicap', columns.handicap, y);
    doc.text(options.kind === 'start' ? 'Started' : 'Scoring', options.kind === 'start' ? right - 40 : columns.qr, y);
    const line = y + 14;
    doc.moveTo(left, line).lineTo(right, line).strokeColor('#999').lineWidth(0.5).stroke();
    return line + 8;
  };

  let y = heading();
  if (groups.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor('#000').text('No groups yet: the round has not been drawn.', left, y);
  }
  for (const group of groups) {
    const players = group.players as Player[];
    const playersHeight = Math.max(players.length, 1) * lineHeight;
    const height =
      options.kind === 'draw'
        ? Math.max(qrSize, playersHeight + lineHeight + 4) + 12
        : Math.max(playersHeight, 20) + 10;
    if (y + height > bottom) {
      doc.addPage();
      y = heading();
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(options.kind === 'start' ? 16 : 14)
      .fillColor('#000');
    doc.text(group.start, columns.start, y, { width: 68 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(`Group ${group.number}`, columns.start, doc.y, { width: 68 });
    players.forEach((player, index) => {
      const line = y + index * lineHeight;
      doc.font('Helvetica').fontSize(10).fillColor('#000');
      doc.text(player.name, columns.players, line, {
        width: columns.teeSet - columns.players - 6,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(player.hole_category_name ?? '', columns.teeSet, line, {
        width: columns.handicap - columns.teeSet - 6,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(handicapText(player.playing_handicap), columns.handicap, line, { width: 40 });
    });
    if (players.length === 0)
      doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555').text('No players', columns.players, y);
    if (options.kind === 'draw') {
      const address = scoringAddress(options.publicUrl, tournament.name, group.id);
      doc.font('Helvetica').fontSize(6.5).fillColor('#555');
      doc.text(address, columns.players, y + playersHeight + 4, {
        width: columns.qr - columns.players - 8,
        lineBreak: false,
        ellipsis: true,
      });
      drawCode(address, columns.qr, y);
    } else {
      doc
        .rect(right - 30, y + 2, 14, 14)
        .strokeColor('#000')
        .lineWidth(1)
        .stroke();
    }
    y += height;
    doc
      .moveTo(left, y - 6)
      .lineTo(right, y - 6)
      .strokeColor('#ddd')
      .lineWidth(0.5)
      .stroke();
  }
  doc.end();
  return done;
}
