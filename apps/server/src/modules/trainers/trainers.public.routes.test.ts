import { type PublicTrainer, TRAINER_MESSAGES } from '@gym/contract';
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

const put = (who: CastName, trainerId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/Trainer/${trainerId}`, headers: cast.headers(who), payload });
async function uploadPhoto(who: CastName, trainerId: number) {
  const body = multipartBody(await makeImage('webp', 200, 240), 'me.webp', 'image/webp');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/images?purpose=trainer-photo&trainerId=${trainerId}`,
    headers: { ...cast.headers(who), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

describe('GET /api/trainers/public', () => {
  it('lists every trainer to anyone, without e-mail, phone, price or account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trainers/public' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as PublicTrainer[];
    expect(list.map((x) => x.fullName)).toEqual(['Trainer Of Member', 'Other Trainer']);
    expect(list[0]).toEqual({
      trainerId: cast.trainer.trainerId,
      fullName: 'Trainer Of Member',
      specialty: expect.any(String),
      experience: expect.any(Number),
      biography: null,
      photoUrl: null,
    });
    expect(res.body).not.toContain(cast.trainer.user.email);
    expect(res.body).not.toMatch(/email|phone|price|userId/i);
  });

  it('answers one trainer by trainer id, and 404 for one that is not there', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/trainers/public/${cast.otherTrainer.trainerId}` });
    expect(one.json()).toMatchObject({ trainerId: cast.otherTrainer.trainerId, fullName: 'Other Trainer' });
    expect(one.body).not.toContain(cast.otherTrainer.user.email);
    const missing = await t.app.inject({ method: 'GET', url: '/api/trainers/public/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TRAINER_MESSAGES.notFound);
  });
});

describe('a trainer’s own biography and photo', () => {
  it('lets a trainer write their biography and set their photo; the public page shows them at once', async () => {
    const photoUrl = await uploadPhoto('trainer', cast.trainer.trainerId);
    const res = await put('trainer', cast.trainer.trainerId, {
      biography: '  Barbell basics and sensible recovery.\nFirst-timers welcome.  ',
      photoUrl,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      biography: 'Barbell basics and sensible recovery.\nFirst-timers welcome.',
      photoUrl,
    });
    const shown = (await t.app.inject({ url: `/api/trainers/public/${cast.trainer.trainerId}` })).json();
    expect(shown).toMatchObject({
      biography: 'Barbell basics and sensible recovery.\nFirst-timers welcome.',
      photoUrl,
    });
    const photo = await t.app.inject({ url: photoUrl });
    expect(photo.headers['content-type']).toBe('image/webp');

    // Left out keeps it; empty clears it; null removes the photo.
    expect((await put('trainer', cast.trainer.trainerId, { photoUrl: null })).json()).toMatchObject({
      biography: 'Barbell basics and sensible recovery.\nFirst-timers welcome.',
      photoUrl: null,
    });
    expect((await put('trainer', cast.trainer.trainerId, { biography: '' })).json().biography).toBeNull();
  });

  it('refuses a trainer editing another trainer, or sending any other field', async () => {
    const other = await put('otherTrainer', cast.trainer.trainerId, { biography: 'Not mine to write.' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(TRAINER_MESSAGES.ownProfileOnly);
    for (const extra of [{ specialty: 'Boxing' }, { specialization: 'Boxing' }, { pricePerHour: 999 }]) {
      const res = await put('trainer', cast.trainer.trainerId, { biography: 'Mine.', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json().message).toBe(TRAINER_MESSAGES.ownFieldsOnly);
    }
    const after = (await t.app.inject({ url: `/api/trainers/public/${cast.trainer.trainerId}` })).json();
    expect(after.biography).not.toBe('Mine.');
    expect((await put('staff', cast.trainer.trainerId, { biography: 'Desk.' })).statusCode).toBe(403);
  });

  it('takes only the gym’s own images as a photo, and a trainer only their own upload', async () => {
    const outside = await put('trainer', cast.trainer.trainerId, { photoUrl: 'https://example.com/me.jpg' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.photoUrl).toEqual([TRAINER_MESSAGES.photoInvalid]);
    const gone = await put('trainer', cast.trainer.trainerId, { photoUrl: '/api/images/99999' });
    expect(gone.json().errors.photoUrl).toEqual([TRAINER_MESSAGES.photoNotFound]);
    const othersUpload = await uploadPhoto('otherTrainer', cast.otherTrainer.trainerId);
    const borrowed = await put('trainer', cast.trainer.trainerId, { photoUrl: othersUpload });
    expect(borrowed.statusCode).toBe(400);
    const tooLong = await put('trainer', cast.trainer.trainerId, { biography: 'x'.repeat(2001) });
    expect(tooLong.json().errors.biography).toEqual([TRAINER_MESSAGES.biographyTooLong]);
  });

  it('lets the admin set the whole profile, photo and biography included', async () => {
    const photoUrl = await uploadPhoto('admin', cast.otherTrainer.trainerId);
    const res = await put('admin', cast.otherTrainer.trainerId, {
      specialty: 'Boxing',
      experience: 3,
      pricePerHour: 30,
      biography: 'Ten years in the ring.',
      photoUrl,
    });
    expect(res.statusCode).toBe(200);
    // The trainer saves their biography with the photo the admin gave them: it stays.
    const kept = await put('otherTrainer', cast.otherTrainer.trainerId, {
      biography: 'Ten years in the ring.',
      photoUrl,
    });
    expect(kept.statusCode).toBe(200);
    const shown = (await t.app.inject({ url: '/api/trainers/public' })).json() as PublicTrainer[];
    expect(shown.find((x) => x.trainerId === cast.otherTrainer.trainerId)).toEqual({
      trainerId: cast.otherTrainer.trainerId,
      fullName: 'Other Trainer',
      specialty: 'Boxing',
      experience: 3,
      biography: 'Ten years in the ring.',
      photoUrl,
    });
  });
});
