import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.js';
import { imageOf, multipartBody, pngDeclaring } from './images.js';
import { demo, useTestApp } from './test-app.js';

const t = useTestApp();

const upload = (token: string | null, file: Parameters<typeof multipartBody>[0], fields = {}) => {
  const { payload, headers } = multipartBody(file, fields);
  return t.call({ method: 'POST', url: '/api/attachments/', token, payload, headers });
};

const png = async (options?: Parameters<typeof imageOf>[1]) => ({
  name: 'logo.png',
  type: 'image/png',
  bytes: await imageOf('png', options),
});

const notAnImage = { file: ['Upload a PNG, JPEG or WebP image; this file is not one.'] };

let tokens: Record<keyof typeof demo, string>;
beforeEach(async () => {
  tokens = {} as typeof tokens;
  for (const [key, email] of Object.entries(demo)) tokens[key as keyof typeof demo] = await t.tokenFor(email);
});

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('POST /api/attachments/', () => {
  it('stores an image for every signed-in user with a role in a club, owned by them, and audited', async () => {
    for (const key of ['super', 'admin', 'user', 'member', 'events', 'secondAdmin'] as const) {
      const response = await upload(tokens[key], await png());
      expect(response.statusCode, key).toBe(201);
      const record = response.json();
      expect(record).toMatchObject({
        file_name: 'logo.png',
        content_type: 'image/png',
        width: 64,
        height: 48,
        owner_id: await userIdOf(demo[key]),
        url: `/api/attachments/${record.id}/file/`,
      });
      expect(record.size).toBeGreaterThan(0);
      const audited = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'attachments'), eq(auditLog.entity_id, record.id)));
      expect(audited).toEqual([{ action: 'create' }]);
    }
  });

  it('answers 401 to an anonymous upload and 403 to a signed-in user with no role in any club', async () => {
    const anonymous = await upload(null, await png());
    expect(anonymous.statusCode).toBe(401);
    const [outsider] = await t.db
      .insert(users)
      .values({ email: 'outsider@example.com', first_name: 'Olly', last_name: 'Outsider', password_hash: 'x' })
      .returning({ id: users.id });
    expect(outsider).toBeDefined();
    const refused = await upload(await t.tokenFor('outsider@example.com'), await png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('judges the type by the content, not the name: an HTML page named .png, an SVG and a GIF are refused', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4"/></svg>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const bytes of [html, svg, gif]) {
      const response = await upload(tokens.admin, { name: 'logo.png', type: 'image/png', bytes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notAnImage);
    }
    // A PNG's first bytes with nothing of an image after them.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]);
    const damaged = await upload(tokens.admin, { name: 'logo.png', type: 'image/png', bytes: fake });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toEqual(notAnImage);
    // A real JPEG named .png is stored as the JPEG it is.
    const jpeg = await upload(tokens.admin, { name: 'logo.png', type: 'image/png', bytes: await imageOf('jpeg') });
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().content_type).toBe('image/jpeg');
  });

  it('refuses a file over 2 MB with a 400 on the file field', async () => {
    const large = await imageOf('png', { width: 1000, height: 1000, noise: true });
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(tokens.admin, { name: 'big.png', type: 'image/png', bytes: large });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['The file is larger than 2 MB.'] });
  });

  it('refuses an image whose header declares 30,000 x 30,000 pixels, before decoding it', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(tokens.admin, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      file: ['The image is 30000 x 30000 pixels; it may have at most 25 million.'],
    });
  });

  it('re-encodes: metadata is dropped and a large image is shrunk to fit 2048 pixels', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Place 51.5N' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(tokens.admin, { name: 'photo.jpg', type: 'image/jpeg', bytes: withExif });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ content_type: 'image/jpeg', width: 2048, height: 683 });
    const file = await t.call({ method: 'GET', url: response.json().url });
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2048, height: 683 });
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('takes WebP', async () => {
    const response = await upload(tokens.member, {
      name: 'pic.webp',
      type: 'image/webp',
      bytes: await imageOf('webp'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content_type).toBe('image/webp');
  });

  it('answers 400 for a body that is not a form with one file named "file"', async () => {
    const expected = { file: ['Send the image as multipart/form-data, in one field named "file".'] };
    const json = await t.call({
      method: 'POST',
      url: '/api/attachments/',
      token: tokens.admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
    const noFile = await upload(tokens.admin, null, { name: 'logo' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(expected);
    const otherField = await upload(tokens.admin, { ...(await png()), field: 'logo' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual(expected);
    const broken = await t.call({
      method: 'POST',
      url: '/api/attachments/',
      token: tokens.admin,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await t.call({
      method: 'POST',
      url: '/api/attachments/',
      token: tokens.admin,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('GET /api/attachments/{id}/ and its file', () => {
  it('serves the record to signed-in users and the image to anyone, safely typed and cached', async () => {
    const created = (await upload(tokens.admin, await png())).json();
    for (const token of [tokens.admin, tokens.secondAdmin, tokens.member, tokens.super]) {
      const record = await t.call({ method: 'GET', url: `/api/attachments/${created.id}/`, token });
      expect(record.statusCode).toBe(200);
      expect(record.json()).toEqual(created);
    }
    expect((await t.call({ method: 'GET', url: `/api/attachments/${created.id}/` })).statusCode).toBe(401);

    const file = await t.call({ method: 'GET', url: created.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.length).toBe(created.size);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('answers 404 for an unknown id or one that is not a positive whole number', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '2147483648']) {
      const record = await t.call({ method: 'GET', url: `/api/attachments/${id}/`, token: tokens.super });
      expect(record.statusCode, id).toBe(404);
      expect(record.json()).toEqual({ detail: 'Not found.' });
      const file = await t.call({ method: 'GET', url: `/api/attachments/${id}/file/` });
      expect(file.statusCode, id).toBe(404);
    }
  });

  it("serves the demo clubs' logos, made at seed time", async () => {
    const courses = (await t.call({ method: 'GET', url: '/api/golf_courses/registered/' })).json();
    for (const course of courses) {
      const logo = await t.call({ method: 'GET', url: course.logo });
      expect(logo.statusCode).toBe(200);
      expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    }
  });
});
