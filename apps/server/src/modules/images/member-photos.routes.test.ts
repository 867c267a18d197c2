import { IMAGE_MESSAGES } from '@gym/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { loginAs, person, signedIn } from '../../test/factories.ts';
import { makeImage, multipartBody } from '../../test/images.ts';

/** A member's photo (docs/decisions/038): uploaded by the member or the desk, shown on the pass and at check-in. */

type Headers = { authorization: string };

let t: TestApp;
let desk: Headers;
let trainer: Headers;
beforeAll(async () => {
  setClock('2026-03-10T09:00:00Z');
  t = await createTestApp();
  desk = (await signedIn(t, 'staff')).headers;
  trainer = (await signedIn(t, 'trainer')).headers;
});
afterAll(() => t.close());

const upload = (headers: Headers, query: string, file: Buffer, type = 'image/jpeg') => {
  const body = multipartBody(file, 'me.jpg', type);
  return t.app.inject({
    method: 'POST',
    url: `/api/images?${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const memberPhoto = (userId: number) => `purpose=member-photo&userId=${userId}`;

const profileOf = (user: { username: string; email: string }, extra: Record<string, unknown>) => ({
  username: user.username,
  email: user.email,
  ...extra,
});
const putProfile = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

describe('a member’s photo', () => {
  it('a member uploads their own: cut to a centred square, at most 600 px, without EXIF, and on their profile and login', async () => {
    const { user, headers } = await person(t, 'user', { fullName: 'Iris Photo' });
    const original = await makeImage('jpeg', 1600, 1200, { Make: 'PhoneCam', Copyright: 'Home 40.4N' });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(headers, memberPhoto(user.id), original);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 600, height: 600 });
    const { url } = res.json();
    const served = await t.app.inject({ url });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('PhoneCam')).toBe(false);

    // A small photo is cut square, never enlarged.
    const small = await upload(headers, memberPhoto(user.id), await makeImage('png', 320, 400), 'image/png');
    expect(small.json()).toMatchObject({ width: 320, height: 320 });

    // Left out, the profile keeps the photo: older clients send no photoUrl.
    const saved = await putProfile(headers, profileOf(user, { photoUrl: url }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photoUrl).toBe(url);
    expect((await putProfile(headers, profileOf(user, { fullName: 'Iris Photo' }))).json().photoUrl).toBe(url);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secret123' },
    });
    expect(login.json().user.photoUrl).toBe(url);

    const removed = await putProfile(headers, profileOf(user, { photoUrl: null }));
    expect(removed.json().photoUrl).toBeNull();
  });

  it('refuses a member another purpose or another member’s photo, and a trainer any member’s', async () => {
    const { user, headers } = await person(t, 'user');
    const other = await person(t, 'user');
    const png = await makeImage('png');
    const plan = await upload(headers, 'purpose=plan', png, 'image/png');
    expect(plan.statusCode).toBe(403);
    expect(plan.json().message).toBe(IMAGE_MESSAGES.notAllowed);
    const trainerPhoto = await upload(headers, 'purpose=trainer-photo&trainerId=1', png, 'image/png');
    expect(trainerPhoto.statusCode).toBe(403);
    const others = await upload(headers, memberPhoto(other.user.id), png, 'image/png');
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(IMAGE_MESSAGES.notYourMemberPhoto);
    expect((await upload(trainer, memberPhoto(user.id), png, 'image/png')).statusCode).toBe(403);
    const noMember = await upload(desk, 'purpose=member-photo', png, 'image/png');
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json().errors.userId).toEqual([IMAGE_MESSAGES.memberRequired]);
    const staffAccount = await signedIn(t, 'staff');
    const notAMember = await upload(desk, memberPhoto(staffAccount.user.id), png, 'image/png');
    expect(notAMember.statusCode).toBe(404);
    expect(notAMember.json().message).toBe(IMAGE_MESSAGES.memberNotFound);

    // A member sets only a member photo they uploaded themself.
    const theirs = (await upload(other.headers, memberPhoto(other.user.id), png, 'image/png')).json().url;
    const borrowed = await putProfile(headers, profileOf(user, { photoUrl: theirs }));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors.photoUrl).toEqual([IMAGE_MESSAGES.photoInvalid]);
    const outside = await putProfile(headers, profileOf(user, { photoUrl: 'https://example.com/me.jpg' }));
    expect(outside.json().errors.photoUrl).toEqual([IMAGE_MESSAGES.photoInvalid]);
    const gone = await putProfile(headers, profileOf(user, { photoUrl: '/api/images/999999' }));
    expect(gone.json().errors.photoUrl).toEqual([IMAGE_MESSAGES.photoNotFound]);
    // Staff have no account photo.
    const own = await putProfile(staffAccount.headers, profileOf(staffAccount.user, { photoUrl: theirs }));
    expect(own.json().errors.photoUrl).toEqual([IMAGE_MESSAGES.photoMembersOnly]);
  });

  it('the desk takes a member’s photo, and it shows on the member page, the members list and both check-in answers', async () => {
    const member = await person(t, 'user', { fullName: 'Omar Lensman' });
    const planless = await person(t, 'user', { subscribed: false, fullName: 'Pia Lensman' });
    const photoOf = async (userId: number) => {
      const res = await upload(desk, memberPhoto(userId), await makeImage('webp', 800, 500), 'image/webp');
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json().url as string;
      const account = (await t.app.inject({ url: `/api/users/${userId}`, headers: desk })).json();
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${userId}`,
        headers: desk,
        payload: { username: account.username, email: account.email, photoUrl: url },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().photoUrl).toBe(url);
      return url;
    };
    const url = await photoOf(member.user.id);
    const planlessUrl = await photoOf(planless.user.id);

    const page = await t.app.inject({ url: `/api/users/${member.user.id}`, headers: desk });
    expect(page.json().photoUrl).toBe(url);
    const list = await t.app.inject({ url: '/api/desk/members?search=Lensman', headers: desk });
    expect(
      list
        .json()
        .items.map((m: { photoUrl: string | null }) => m.photoUrl)
        .sort(),
    ).toEqual([url, planlessUrl].sort());

    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/checkin',
      headers: desk,
      payload: { userId: member.user.id },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({ fullName: 'Omar Lensman', photoUrl: url });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/checkin',
      headers: desk,
      payload: { userId: planless.user.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().member).toEqual({ userId: planless.user.id, fullName: 'Pia Lensman', photoUrl: planlessUrl });

    // The member still logs in and sees the photo the desk took.
    const own = await loginAs(t, member.user.email);
    const profile = await t.app.inject({ url: `/api/users/${member.user.id}`, headers: own });
    expect(profile.json().photoUrl).toBe(url);
  });

  it('goes with the account when the account is deleted', async () => {
    const admin = (await signedIn(t, 'admin')).headers;
    const { user, headers } = await person(t, 'user');
    const { url } = (await upload(headers, memberPhoto(user.id), await makeImage('png'), 'image/png')).json();
    await putProfile(headers, profileOf(user, { photoUrl: url }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
