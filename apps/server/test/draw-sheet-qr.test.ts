import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { callsAs, demo, demoClubId, useTestApp } from './test-app.js';
import { tournamentRound } from './tournament-round.js';

// A built web app of two pages, so that an address opened over HTTP shows which entry answered it.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-draw-sheet-qr-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fairway</title>');
fs.writeFileSync(path.join(webDist, 'score.html'), '<!doctype html><title>Scoring page</title>');

// No PUBLIC_URL, as an install is set up at first; a proxy on this machine is believed about the address it forwards.
// jsQR is a CommonJS module: under NodeNext its function is reached as the default's `default`.
const decodeQrCode = jsQR.default;

const t = useTestApp({ logLevel: 'error', publicUrl: undefined, trustProxy: '127.0.0.1', webDist });
const call = callsAs(t);

/** A round of a new tournament of the demo club, its four golfers drawn in one group; answers the round and group. */
async function drawnRound() {
  const tees = (await call('GET', '/api/hole_categories/')).json().results as { id: number; name: string }[];
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: 'Spring Stableford',
    start_date: '2027-04-10',
    end_date: '2027-04-10',
    format: 'stableford',
    men_hole_category_id: tees.find((tee) => tee.name === 'White')!.id,
    women_hole_category_id: tees.find((tee) => tee.name === 'Red')!.id,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const candidates = (
    await call('GET', `/api/members/get_tournament_members/?tournament_id=${tournamentId}`)
  ).json() as { member_id: number; is_guest: boolean }[];
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournamentId,
    member_ids: candidates
      .filter((candidate) => !candidate.is_guest)
      .slice(0, 4)
      .map((candidate) => candidate.member_id),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  const roundId = await tournamentRound(call, tournamentId, 1, '2027-04-10');
  const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed: 1,
  });
  expect(drawn.statusCode, drawn.body).toBe(200);
  return { roundId, groupId: (drawn.json() as { id: number }[])[0]!.id };
}

/** The draw sheet asked for over HTTP, its first page rendered as a printer would and its QR code read by a phone's decoder. */
async function qrCodeOfDrawSheet(address: string, roundId: number, headers: Record<string, string> = {}) {
  const answer = await fetch(`${address}/api/player_rounds/${roundId}/draw_sheet/`, {
    headers: {
      authorization: `Token ${await t.tokenFor(demo.admin)}`,
      'x-golf-course': String(demoClubId),
      ...headers,
    },
  });
  expect(answer.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await answer.arrayBuffer()) });
  try {
    const { pages } = await parser.getScreenshot({ scale: 3, imageDataUrl: false, partial: [1] });
    const image = PNG.sync.read(Buffer.from(pages[0]!.data));
    const code = decodeQrCode(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code, 'a QR code on the first page').not.toBeNull();
    return code!.data;
  } finally {
    await parser.destroy();
  }
}

/** An address opened as a phone that scanned it would: on a connection of its own. */
function openOnAnotherDevice(address: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(address, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe("a draw sheet's QR codes without PUBLIC_URL", () => {
  it('open the group’s scoring page at the address the organiser asked for the sheet at', async () => {
    const { roundId, groupId } = await drawnRound();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const scanned = await qrCodeOfDrawSheet(address, roundId);
    expect(scanned).toBe(`${address}/player_round_group_scores/Spring%20Stableford/${groupId}`);
    const opened = await openOnAnotherDevice(scanned);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('<title>Scoring page</title>');
  });

  it('use the address a trusted proxy forwards, as the phones reach the club through it', async () => {
    const { roundId, groupId } = await drawnRound();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const scanned = await qrCodeOfDrawSheet(address, roundId, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'golf.example.org',
    });
    expect(scanned).toBe(`https://golf.example.org/player_round_group_scores/Spring%20Stableford/${groupId}`);
  });
});
