import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, golfCourses, users } from '../src/db/schema/index.js';
import { imageOf, multipartBody, pngDeclaring } from './images.js';
import { demo, demoClubId, type SignedIn, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();

/** An upload as a signed-in user, or as nobody (null). */
const upload = (who: SignedIn | null, file: Parameters<typeof multipartBody>[0], fields = {}) => {
  const { payload, headers } = multipartBody(file, fields);
  return (who?.call ?? t.call)({ method: 'POST', url: '/api/attachments/', payload, headers });
};

const png = async (options?: Parameters<typeof imageOf>[1]) => ({
  name: 'logo.png',
  type: 'image/png',
  bytes: await imageOf('png', options),
});

const notAnImage = { file: ['Upload a PNG, JPEG or WebP image; this file is not one.'] };

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('POST /api/attachments/', () => {
  it('stores an image for every signed-in user with a role in a club, owned by them, and audited', async () => {
    for (const key of ['super', 'admin', 'user', 'member', 'events', 'secondAdmin'] as const) {
      const response = await upload(await t.as(key), await png());
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
    await t.db
      .insert(users)
      .values({ email: 'outsider@example.com', first_name: 'Olly', last_name: 'Outsider', password_hash: 'x' });
    const outsider = await t.as({ email: 'outsider@example.com' });
    const current = await outsider.call({ method: 'GET', url: '/api/users/current/' });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ user_name: 'Olly Outsider', user_roles: [] });
    const refused = await upload(outsider, await png());
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
      const response = await upload(await t.as('admin'), { name: 'logo.png', type: 'image/png', bytes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notAnImage);
    }
    // A PNG's first bytes with nothing of an image after them.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]);
    const damaged = await upload(await t.as('admin'), { name: 'logo.png', type: 'image/png', bytes: fake });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toEqual(notAnImage);
    // A real JPEG named .png is stored as the JPEG it is.
    const jpeg = await upload(await t.as('admin'), {
      name: 'logo.png',
      type: 'image/png',
      bytes: await imageOf('jpeg'),
    });
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().content_type).toBe('image/jpeg');
  });

  it('refuses a file over 2 MB with a 400 on the file field', async () => {
    const large = await imageOf('png', { width: 1000, height: 1000, noise: true });
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(await t.as('admin'), { name: 'big.png', type: 'image/png', bytes: large });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['The file is larger than 2 MB.'] });
  });

  it('refuses an image whose header declares 30,000 x 30,000 pixels, before decoding it', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(await t.as('admin'), { name: 'bomb.png', type: 'image/png', bytes: bomb });
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
    const response = await upload(await t.as('admin'), { name: 'photo.jpg', type: 'image/jpeg', bytes: withExif });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ content_type: 'image/jpeg', width: 2048, height: 683 });
    const file = await t.call({ method: 'GET', url: response.json().url });
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2048, height: 683 });
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('takes WebP', async () => {
    const response = await upload(await t.as('member'), {
      name: 'pic.webp',
      type: 'image/webp',
      bytes: await imageOf('webp'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content_type).toBe('image/webp');
  });

  it('answers 400 for a body that is not a form with one file named "file"', async () => {
    const expected = { file: ['Send the image as multipart/form-data, in one field named "file".'] };
    const admin = await t.as('admin');
    const json = await admin.call({ method: 'POST', url: '/api/attachments/', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
    const noFile = await upload(admin, null, { name: 'logo' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(expected);
    const otherField = await upload(admin, { ...(await png()), field: 'logo' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual(expected);
    const broken = await admin.call({
      method: 'POST',
      url: '/api/attachments/',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await admin.call({
      method: 'POST',
      url: '/api/attachments/',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('GET /api/attachments/{id}/ and its file', () => {
  it('serves the record to signed-in users and the image to anyone, safely typed and cached', async () => {
    const created = (await upload(await t.as('admin'), await png())).json();
    for (const who of ['admin', 'secondAdmin', 'member', 'super'] as const) {
      const record = await (await t.as(who)).call({ method: 'GET', url: `/api/attachments/${created.id}/` });
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
    const superAdmin = await t.as('super');
    for (const id of ['999999', '0', '-1', 'abc', '2147483648']) {
      const record = await superAdmin.call({ method: 'GET', url: `/api/attachments/${id}/` });
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

describe('GET /api/attachments/', () => {
  const logoOf = async (golfCourseId: number) =>
    (await t.db.select({ logo: golfCourses.logo_id }).from(golfCourses).where(eq(golfCourses.id, golfCourseId)))[0]!
      .logo!;
  const idsSeenBy = async (who: SignedIn, query = '') => {
    const response = await who.call({ method: 'GET', url: `/api/attachments/${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json().results as { id: number }[]).map((record) => record.id);
  };
  /** One upload each by the demo club's admin and member, the second club's admin and the super admin. */
  const uploadsOfEach = async () => {
    const uploaded: Record<'admin' | 'member' | 'secondAdmin' | 'super', number> = {} as never;
    for (const who of ['admin', 'member', 'secondAdmin', 'super'] as const) {
      const response = await upload(await t.as(who), { ...(await png()), name: `${who}.png` });
      uploaded[who] = response.json().id;
    }
    return uploaded;
  };

  it("shows a club's admin the images its people uploaded and its logo, newest first, and no other club's", async () => {
    const admin = await t.as('admin');
    // The demo's own images of the club: its logo and the news' covers.
    const demoImages = await idsSeenBy(admin);
    expect(demoImages).toContain(await logoOf(demoClubId));
    const uploaded = await uploadsOfEach();
    const response = await admin.call({ method: 'GET', url: '/api/attachments/' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: demoImages.length + 2, next: null, previous: null });
    expect(page.results.map((record: { id: number }) => record.id)).toEqual([
      uploaded.member,
      uploaded.admin,
      ...demoImages,
    ]);
    expect(page.results[0]).toMatchObject({
      file_name: 'member.png',
      content_type: 'image/png',
      owner_id: await userIdOf(demo.member),
      url: `/api/attachments/${uploaded.member}/file/`,
    });
  });

  it("shows the club's other roles only the images they uploaded themselves", async () => {
    const uploaded = await uploadsOfEach();
    expect(await idsSeenBy(await t.as('member'))).toEqual([uploaded.member]);
    expect(await idsSeenBy(await t.as('user'))).toEqual([]);
  });

  it('shows a super admin the uploads of the club they choose, and asks them to choose one', async () => {
    const uploaded = await uploadsOfEach();
    const inSecondClub = await t.as({ email: demo.super, golfCourseId: secondClubId });
    // The demo member also plays the second club, as a guest: their upload is among that club's too.
    expect(await idsSeenBy(inSecondClub)).toEqual([uploaded.secondAdmin, uploaded.member, await logoOf(secondClubId)]);
    const superAdmin = await t.as('super');
    const noClub = await superAdmin.call({ method: 'GET', url: '/api/attachments/' });
    expect(noClub.statusCode).toBe(400);
    expect(noClub.json()).toEqual({
      non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'],
    });
  });

  it("answers 401 to nobody and 403 to a club's admin asking for another club's uploads", async () => {
    expect((await t.call({ method: 'GET', url: '/api/attachments/', golfCourseId: demoClubId })).statusCode).toBe(401);
    const admin = await t.as('admin');
    const otherClub = await admin.call({ method: 'GET', url: '/api/attachments/', golfCourseId: secondClubId });
    expect(otherClub.statusCode).toBe(403);
    expect(otherClub.json()).toEqual({ detail: 'You do not belong to this golf course.' });
  });

  it('searches by file name, filters by owner and type, orders and pages as every list does', async () => {
    const admin = await t.as('admin');
    const adminOwner = `?owner_id=${await userIdOf(demo.admin)}`;
    const demoImages = await idsSeenBy(admin, '?ordering=id');
    const demoImagesOfAdmin = await idsSeenBy(admin, adminOwner);
    const uploaded = await uploadsOfEach();
    expect(await idsSeenBy(admin, '?search=member')).toEqual([uploaded.member]);
    expect(await idsSeenBy(admin, adminOwner)).toEqual([uploaded.admin, ...demoImagesOfAdmin]);
    expect(await idsSeenBy(admin, '?content_type=image/webp')).toEqual([]);
    expect(await idsSeenBy(admin, '?ordering=id')).toEqual([...demoImages, uploaded.admin, uploaded.member]);
    const total = demoImages.length + 2;
    const lastPage = Math.ceil(total / 2);
    const last = await admin.call({ method: 'GET', url: `/api/attachments/?page_size=2&page=${lastPage}` });
    expect(last.json()).toMatchObject({
      count: total,
      next: null,
      previous: `/api/attachments/?page_size=2${lastPage > 2 ? `&page=${lastPage - 1}` : ''}`,
    });
  });

  it('answers 400 on the field for a bad ordering or filter, and 404 for a page that does not exist', async () => {
    const admin = await t.as('admin');
    const ordering = await admin.call({ method: 'GET', url: '/api/attachments/?ordering=data' });
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json()).toEqual({
      ordering: ['Unknown ordering field "data". Choose from: id, file_name, size, created_at.'],
    });
    const owner = await admin.call({ method: 'GET', url: '/api/attachments/?owner_id=me' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json()).toEqual({ owner_id: ['Enter a whole number.'] });
    for (const page of ['0', 'x', '99']) {
      const response = await admin.call({ method: 'GET', url: `/api/attachments/?page=${page}` });
      expect(response.statusCode, page).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });
});
