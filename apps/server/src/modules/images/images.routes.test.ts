import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@gym/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Cast, type CastName, makeCast } from '../../test/factories.ts';
import { makeImage, multipartBody } from '../../test/images.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

const upload = (who: CastName, query: string, file: Buffer, filename = 'photo.png', type = 'image/png') => {
  const body = multipartBody(file, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/images?${query}`,
    headers: { ...cast.headers(who), ...body.headers },
    payload: body.payload,
  });
};
const ownPhoto = () => `purpose=trainer-photo&trainerId=${cast.trainer.trainerId}`;
const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/images', () => {
  it('shrinks a large JPEG, drops its EXIF, and serves the bytes publicly with immutable cache headers', async () => {
    const original = await makeImage('jpeg', 3000, 2000, { Make: 'PhoneCam', Copyright: 'Secret Place 51.5N' });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload('staff', 'purpose=plan', original, 'plan.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { url, width, height } = res.json();
    expect(url).toMatch(/^\/api\/images\/\d+$/);
    expect([width, height]).toEqual([1600, 1067]);

    const served = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('PhoneCam')).toBe(false);
  });

  it('keeps a PNG a PNG and a small image its size; a trainer uploads their own photo', async () => {
    const res = await upload('trainer', ownPhoto(), await makeImage('png', 320, 400));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 320, height: 400 });
    const served = await fetchImage(res.json().url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 400 });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload('admin', 'purpose=plan', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses what is not a JPEG, PNG or WebP with 415, whatever the browser called it', async () => {
    const gif = await upload('admin', 'purpose=plan', await makeImage('gif'), 'x.png', 'image/png');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(IMAGE_MESSAGES.wrongType);
    const text = await upload('admin', 'purpose=plan', Buffer.from('not an image at all'), 'x.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(IMAGE_MESSAGES.unreadable);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images?purpose=plan',
      headers: cast.headers('admin'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(IMAGE_MESSAGES.notMultipart);
  });

  it('refuses members, a trainer uploading another trainer’s photo or a plan image, and asks for the purpose', async () => {
    const png = await makeImage('png');
    const member = await upload('member', 'purpose=plan', png);
    expect(member.statusCode).toBe(403);
    const other = await upload('otherTrainer', ownPhoto(), png);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(IMAGE_MESSAGES.notYourPhoto);
    const plan = await upload('trainer', 'purpose=plan', png);
    expect(plan.statusCode).toBe(403);
    expect((await upload('anonymous', 'purpose=plan', png)).statusCode).toBe(401);
    const noPurpose = await upload('admin', '', png);
    expect(noPurpose.statusCode).toBe(400);
    expect(noPurpose.json().errors.purpose).toEqual([IMAGE_MESSAGES.purposeRequired]);
    const noTrainer = await upload('admin', 'purpose=trainer-photo', png);
    expect(noTrainer.json().errors.trainerId).toEqual([IMAGE_MESSAGES.trainerRequired]);
  });

  it('answers 404 for an image that is not stored', async () => {
    const res = await fetchImage('/api/images/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(IMAGE_MESSAGES.notFound);
  });
});
