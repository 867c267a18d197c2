import {
  AUTH_MESSAGES,
  EQUIPMENT_MESSAGES,
  EQUIPMENT_QUANTITY_MAX,
  type Equipment,
  type EquipmentSaved,
  type MaintenanceEvent,
  type Page,
  ROOM_MESSAGES,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, maintenanceEvents, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import { CAST, type Cast, type CastName, makeCast, makeRoom, signedIn } from '../../test/factories.ts';
import { deletedUsername } from '../users/account-deletion.ts';
import { allMaintenance, roomEquipmentExport } from './equipment.service.ts';

const MAINTENANCE = 'fixit@example.com';
let t: TestApp;
let cast: Cast;
let room: Awaited<ReturnType<typeof makeRoom>>;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z'); // 19:30 in New York
  t = await createTestApp({ GYM_TIME_ZONE: 'America/New_York', MAINTENANCE_EMAIL: MAINTENANCE });
  cast = await makeCast(t);
  room = await makeRoom(t.db, { roomName: 'Weights Floor' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: CastName, payload?: object) =>
  t.app.inject({ method, url, headers: cast.headers(who), ...(payload ? { payload } : {}) });
const item = { name: 'Rowing machine', quantity: 4, importDate: '2025-01-10', warranty: '2027-01-10' };
const create = (who: CastName, payload: object) => call('POST', '/api/Equipment', who, payload);
const edit = (id: number, who: CastName, payload: object) => call('PUT', `/api/Equipment/${id}`, who, payload);
const itemRow = async (id: number) => (await t.db.select().from(equipment).where(eq(equipment.id, id)))[0];
const eventsOf = (equipmentId: number) =>
  t.db.select().from(maintenanceEvents).where(eq(maintenanceEvents.equipmentId, equipmentId));
const itemCount = async () => (await t.db.select().from(equipment)).length;
/** Who the caller is on screen (makeCast's full names). */
const nameOf = (who: 'staff' | 'admin') => ({ staff: 'Desk Staff', admin: 'Gym Admin' })[who];

const ALLOWED: Record<CastName, 'yes' | 401 | 403> = {
  anonymous: 401,
  member: 403,
  otherMember: 403,
  trainer: 403,
  otherTrainer: 403,
  staff: 'yes',
  admin: 'yes',
};
const refusal = (who: CastName) => ({
  message: who === 'anonymous' ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden,
});

describe('POST /api/Equipment', () => {
  it('lets admin and staff add an item to a room, Active by default, and refuses everyone else', async () => {
    for (const who of CAST) {
      const before = await itemCount();
      const res = await create(who, { ...item, name: `Rower of ${who}`, roomId: room.id });
      if (ALLOWED[who] !== 'yes') {
        expect(res.statusCode, who).toBe(ALLOWED[who]);
        expect(res.json(), who).toEqual(refusal(who));
        expect(await itemCount(), who).toBe(before);
        continue;
      }
      expect(res.statusCode, who).toBe(201);
      const saved = res.json() as EquipmentSaved;
      expect(saved).toEqual({
        id: expect.any(Number),
        ...item,
        name: `Rower of ${who}`,
        status: 'Active',
        roomId: room.id,
        maintenanceNotified: false,
      });
      expect(await itemRow(saved.id)).toMatchObject({ name: `Rower of ${who}`, status: 'Active', roomId: room.id });
      expect(await eventsOf(saved.id)).toEqual([]);
    }
  });

  it('takes numbers sent as text and date-times as their date', async () => {
    const res = await create('staff', {
      ...item,
      quantity: '12',
      importDate: '2025-03-01T00:00:00.000Z',
      roomId: String(room.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ quantity: 12, importDate: '2025-03-01', roomId: room.id });
  });

  it('refuses missing and invalid fields with the contract’s messages, and writes nothing', async () => {
    const before = await itemCount();
    const empty = await create('admin', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: EQUIPMENT_MESSAGES.nameRequired,
      errors: {
        name: [EQUIPMENT_MESSAGES.nameRequired],
        quantity: [EQUIPMENT_MESSAGES.quantityRequired],
        importDate: [EQUIPMENT_MESSAGES.importDateRequired],
        warranty: [EQUIPMENT_MESSAGES.warrantyRequired],
        roomId: [EQUIPMENT_MESSAGES.roomRequired],
      },
    });
    for (const quantity of [-1, 1.5, 'lots', EQUIPMENT_QUANTITY_MAX + 1]) {
      const res = await create('admin', { ...item, quantity, roomId: room.id });
      expect(res.json().errors, String(quantity)).toEqual({ quantity: [EQUIPMENT_MESSAGES.quantityInvalid] });
    }
    const early = await create('admin', { ...item, warranty: '2025-01-09', roomId: room.id });
    expect(early.json()).toEqual({
      message: EQUIPMENT_MESSAGES.warrantyBeforeImport,
      errors: { warranty: [EQUIPMENT_MESSAGES.warrantyBeforeImport] },
    });
    const badDate = await create('admin', { ...item, importDate: '2025-02-30', roomId: room.id });
    expect(badDate.json().errors).toEqual({ importDate: [EQUIPMENT_MESSAGES.dateInvalid] });
    const lost = await create('admin', { ...item, status: 'Lost', roomId: room.id });
    expect(lost.json().errors).toEqual({ status: [EQUIPMENT_MESSAGES.statusInvalid] });
    const noRoom = await create('admin', { ...item, roomId: 999999 });
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json()).toEqual({ message: ROOM_MESSAGES.notFound, errors: { roomId: [ROOM_MESSAGES.notFound] } });
    expect(await itemCount()).toBe(before);
  });

  it('opens a maintenance event and tells the maintenance team when the item arrives Broken', async () => {
    t.sent.length = 0;
    const res = await create('staff', { ...item, name: 'Cable crossover', status: 'Broken', roomId: room.id });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as EquipmentSaved;
    expect(saved).toMatchObject({ status: 'Broken', maintenanceNotified: true });
    expect(await eventsOf(saved.id)).toEqual([
      expect.objectContaining({ reportedBy: cast.staff.user.id, closedAt: null, closedBy: null }),
    ]);
    expect(t.sent.map((m) => [m.to, m.subject])).toEqual([
      [MAINTENANCE, 'Broken equipment: Cable crossover in Weights Floor'],
    ]);
  });
});

describe('GET /api/Gymroom/:id/equipment', () => {
  it('lists a room’s items in the order they were added, to admin and staff only', async () => {
    const other = await makeRoom(t.db);
    const bike = (await create('admin', { ...item, name: 'Bike', roomId: other.id })).json() as Equipment;
    const mat = (await create('admin', { ...item, name: 'Mat', quantity: 0, roomId: other.id })).json() as Equipment;
    for (const who of CAST) {
      const res = await call('GET', `/api/Gymroom/${other.id}/equipment`, who);
      if (ALLOWED[who] !== 'yes') {
        expect(res.statusCode, who).toBe(ALLOWED[who]);
        expect(res.json(), who).toEqual(refusal(who));
        continue;
      }
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toEqual([
        { id: bike.id, ...item, name: 'Bike', status: 'Active', roomId: other.id },
        { id: mat.id, ...item, name: 'Mat', quantity: 0, status: 'Active', roomId: other.id },
      ]);
    }
    const paged = await call('GET', `/api/gymroom/${other.id}/equipment?page=2&pageSize=1`, 'staff');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: mat.id }] });
    const empty = await makeRoom(t.db);
    expect((await call('GET', `/api/gymroom/${empty.id}/equipment`, 'staff')).json()).toEqual([]);
  });

  it('answers 404 for an unknown room', async () => {
    const res = await call('GET', '/api/gymroom/999999/equipment', 'staff');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ROOM_MESSAGES.notFound });
  });
});

describe('PUT /api/Equipment/:id', () => {
  it('lets admin and staff edit an item, not its room, and refuses everyone else', async () => {
    const saved = (await create('staff', { ...item, roomId: room.id })).json() as Equipment;
    const other = await makeRoom(t.db);
    for (const who of CAST) {
      const res = await edit(saved.id, who, { ...item, name: `Edited by ${who}`, quantity: '3', roomId: other.id });
      if (ALLOWED[who] !== 'yes') {
        expect(res.statusCode, who).toBe(ALLOWED[who]);
        expect((await itemRow(saved.id))?.name, who).not.toBe(`Edited by ${who}`);
        continue;
      }
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        ...saved,
        name: `Edited by ${who}`,
        quantity: 3,
        roomId: room.id,
        maintenanceNotified: false,
      });
    }
  });

  it('answers 404 for an unknown item and 400 for bad input, changing nothing', async () => {
    const unknown = await edit(999999, 'staff', item);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: EQUIPMENT_MESSAGES.notFound });
    const saved = (await create('staff', { ...item, name: 'Unchanged', roomId: room.id })).json() as Equipment;
    const bad = await edit(saved.id, 'staff', { ...item, warranty: '2020-01-01', status: 'Broken' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ warranty: [EQUIPMENT_MESSAGES.warrantyBeforeImport] });
    expect(await itemRow(saved.id)).toMatchObject({ name: 'Unchanged', status: 'Active' });
    expect(await eventsOf(saved.id)).toEqual([]);
  });

  describe('breaking and repairing an item', () => {
    let treadmill: Equipment;
    beforeAll(async () => {
      treadmill = (await create('admin', { ...item, name: 'Treadmill', roomId: room.id })).json() as Equipment;
    });

    it('saved Broken, records who and when and e-mails the maintenance address', async () => {
      t.sent.length = 0;
      const before = Date.now();
      const res = await edit(treadmill.id, 'staff', { ...item, name: 'Treadmill', status: 'Broken' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...treadmill, status: 'Broken', maintenanceNotified: true });
      const [event] = await eventsOf(treadmill.id);
      expect(event).toMatchObject({ reportedBy: cast.staff.user.id, closedBy: null, closedAt: null });
      expect(event?.reportedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(event?.reportedAt.getTime()).toBeLessThanOrEqual(Date.now());

      expect(t.sent).toHaveLength(1);
      const [mail] = t.sent;
      expect(mail?.to).toBe(MAINTENANCE);
      expect(mail?.subject).toBe('Broken equipment: Treadmill in Weights Floor');
      expect(mail?.text).toContain(`${nameOf('staff')} reported equipment as broken at Pulse Gym:`);
      expect(mail?.text).toContain(`- Item: Treadmill (4 in the room, equipment #${treadmill.id})`);
      expect(mail?.text).toContain('- Room: Weights Floor');
      // 19:30 in New York by the test's clock, a few seconds later at most.
      expect(mail?.text).toMatch(/- Reported: 2026-03-10 at 19:3\d \(America\/New_York\)/);
      expect(mail?.text).toContain(`Maintenance event #${event?.id} stays open`);
    });

    it('saved Broken again, opens nothing and tells nobody', async () => {
      t.sent.length = 0;
      const res = await edit(treadmill.id, 'admin', { ...item, name: 'Treadmill X', status: 'Broken' });
      expect(res.json()).toMatchObject({ name: 'Treadmill X', status: 'Broken', maintenanceNotified: false });
      expect(await eventsOf(treadmill.id)).toHaveLength(1);
      expect(t.sent).toEqual([]);
    });

    it('saved Active, closes the open event: who and when', async () => {
      const res = await edit(treadmill.id, 'admin', { ...item, name: 'Treadmill X', status: 'Active' });
      expect(res.json()).toMatchObject({ status: 'Active', maintenanceNotified: false });
      const [event] = await eventsOf(treadmill.id);
      expect(event).toMatchObject({ closedBy: cast.admin.user.id, closedAt: expect.any(Date) });
    });

    it('broken a second time, opens a new event beside the closed one', async () => {
      const res = await edit(treadmill.id, 'staff', { ...item, status: 'Broken' });
      expect(res.json()).toMatchObject({ maintenanceNotified: true });
      const events = await eventsOf(treadmill.id);
      expect(events.map((e) => e.closedAt === null).sort()).toEqual([false, true]);
    });
  });

  it('saves and keeps the event when the mail server is down', async () => {
    const saved = (await create('staff', { ...item, name: 'Leg press', roomId: room.id })).json() as Equipment;
    t.sent.length = 0;
    t.mailServer.down = true;
    try {
      const res = await edit(saved.id, 'staff', { ...item, name: 'Leg press', status: 'Broken' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Broken', maintenanceNotified: true });
      const created = await create('staff', { ...item, name: 'Smith machine', status: 'Broken', roomId: room.id });
      expect(created.statusCode, created.body).toBe(201);
      expect(await eventsOf((created.json() as Equipment).id)).toHaveLength(1);
    } finally {
      t.mailServer.down = false;
    }
    expect(await itemRow(saved.id)).toMatchObject({ status: 'Broken' });
    expect(await eventsOf(saved.id)).toEqual([expect.objectContaining({ closedAt: null })]);
    expect(t.sent).toEqual([]);
  });

  it('opens one event however many save the item Broken at once', async () => {
    const saved = (await create('staff', { ...item, name: 'Squat rack', roomId: room.id })).json() as Equipment;
    const answers = await Promise.all(
      ['staff', 'admin', 'staff', 'admin'].map((who) =>
        edit(saved.id, who as CastName, { ...item, name: 'Squat rack', status: 'Broken' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().maintenanceNotified)).toHaveLength(1);
    expect(await eventsOf(saved.id)).toHaveLength(1);
  });
});

describe('GET /api/maintenance', () => {
  let otherRoom: Awaited<ReturnType<typeof makeRoom>>;
  let fixedId: number;
  let brokenId: number;
  beforeAll(async () => {
    // A room of its own, so the filters have something to tell apart.
    otherRoom = await makeRoom(t.db, { roomName: 'Spin Studio' });
    const bike = (await create('staff', { ...item, name: 'Spin bike', roomId: otherRoom.id })).json() as Equipment;
    await edit(bike.id, 'staff', { ...item, name: 'Spin bike', status: 'Broken' });
    await edit(bike.id, 'admin', { ...item, name: 'Spin bike', status: 'Active' });
    fixedId = (await eventsOf(bike.id))[0]?.id as number;
    await edit(bike.id, 'admin', { ...item, name: 'Spin bike', status: 'Broken' });
    brokenId = (await eventsOf(bike.id)).find((e) => e.closedAt === null)?.id as number;
  });
  const list = (query: string, who: CastName = 'staff') => call('GET', `/api/maintenance${query}`, who);

  it('is for admin and staff, newest first, open and closed, always one page with the total', async () => {
    const all = await t.db.select().from(maintenanceEvents);
    for (const who of CAST) {
      const res = await list('', who);
      if (ALLOWED[who] !== 'yes') {
        expect(res.statusCode, who).toBe(ALLOWED[who]);
        expect(res.json(), who).toEqual(refusal(who));
        continue;
      }
      const page = res.json() as Page<MaintenanceEvent>;
      expect(page).toMatchObject({ total: all.length, page: 1, pageSize: 20 });
      const order = [...all].sort((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime() || b.id - a.id);
      expect(page.items.map((e) => e.id)).toEqual(order.slice(0, 20).map((e) => e.id));
    }
  });

  it('answers each event with its item, room, who reported and who closed it', async () => {
    const page = (await list(`?roomId=${otherRoom.id}`)).json() as Page<MaintenanceEvent>;
    expect(page.total).toBe(2);
    const [open, closed] = page.items;
    expect(open).toEqual({
      id: brokenId,
      equipmentId: expect.any(Number),
      equipmentName: 'Spin bike',
      roomId: otherRoom.id,
      roomName: 'Spin Studio',
      reportedBy: nameOf('admin'),
      reportedAt: expect.stringMatching(/^2026-03-10T23:\d\d:\d\d\.\d{3}Z$/),
      closedBy: null,
      closedAt: null,
    });
    expect(closed).toMatchObject({ id: fixedId, reportedBy: nameOf('staff'), closedBy: nameOf('admin') });
    expect(Date.parse(closed?.closedAt as string)).toBeGreaterThanOrEqual(Date.parse(closed?.reportedAt as string));
  });

  it('filters by state and room, and pages', async () => {
    const open = (await list('?state=open')).json() as Page<MaintenanceEvent>;
    expect(open.items.every((e) => e.closedAt === null)).toBe(true);
    expect(open.items.map((e) => e.id)).toContain(brokenId);
    const closed = (await list(`?state=closed&roomId=${otherRoom.id}`)).json() as Page<MaintenanceEvent>;
    expect(closed.items.map((e) => e.id)).toEqual([fixedId]);
    const second = (await list(`?roomId=${otherRoom.id}&page=2&pageSize=1`)).json() as Page<MaintenanceEvent>;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: fixedId }] });
    expect(((await list('?roomId=999999')).json() as Page<MaintenanceEvent>).items).toEqual([]);
    expect((await list('?state=fixed')).statusCode).toBe(400);
    expect((await list('?pageSize=500')).statusCode).toBe(400);
  });

  it('keeps the events of a deleted staff account, reported by "Former staff"', async () => {
    const desk = await signedIn(t, 'staff', { fullName: 'Desk Person' });
    const saved = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Equipment',
        headers: desk.headers,
        payload: { ...item, name: 'Kettlebells', status: 'Broken', roomId: otherRoom.id },
      })
    ).json() as Equipment;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${desk.user.id}`,
      headers: cast.headers('admin'),
    });
    expect(deleted.statusCode).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.id, desk.user.id));
    expect(account?.username).toBe(deletedUsername(desk.user.id));
    const page = (await list(`?roomId=${otherRoom.id}&state=open`)).json() as Page<MaintenanceEvent>;
    expect(page.items.find((e) => e.equipmentId === saved.id)?.reportedBy).toBe('Former staff');
  });
});

describe('the equipment and the maintenance log as CSV', () => {
  const lines = (body: string) => body.slice(1).split('\n');
  const csvOf = (url: string, headers: { authorization: string } | undefined) =>
    t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

  it('exports every item of a room, newest first as the screen lists them, not a page, in English and Spanish', async () => {
    const desk = await signedIn(t, 'staff');
    const csvRoom = await makeRoom(t.db, { roomName: 'Csv Room' });
    const add = (name: string, quantity: number, status: 'Active' | 'Broken' = 'Active') =>
      t.db
        .insert(equipment)
        .values({ roomId: csvRoom.id, name, quantity, importDate: '2025-01-10', warranty: '2027-01-10', status });
    await add('=Rower', 1, 'Broken');
    for (let i = 1; i <= 22; i++) await add(`Bench ${i}`, i + 1);

    const url = `/api/Gymroom/${csvRoom.id}/equipment?page=1&pageSize=5&format=csv`;
    const res = await csvOf(url, desk.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'equipment-Csv-Room.csv');
    const english = lines(res.body);
    expect(english.slice(0, 2)).toEqual([
      'Name,Quantity,Imported,Warranty until,Status',
      'Bench 22,23,2025-01-10,2027-01-10,Active',
    ]);
    expect(english.at(-2)).toBe("'=Rower,1,2025-01-10,2027-01-10,Broken");
    expect(english).toHaveLength(1 + 23 + 1); // the header, every item (not the page of 5), the last line's end

    // Without `format` the same call answers the plain array in the order the items were added.
    const json = await csvOf(`/api/Gymroom/${csvRoom.id}/equipment`, desk.headers);
    const list = json.json() as Equipment[];
    expect(list).toHaveLength(23);
    expect(list[0]?.name).toBe('=Rower');
    const batched: number[] = [];
    for await (const item of (await roomEquipmentExport(t.db, csvRoom.id, 4)).items) batched.push(item.id);
    expect(batched).toEqual(list.map((item) => item.id).reverse());

    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, desk.user.id));
    const spanish = lines((await csvOf(url, desk.headers)).body);
    expect(spanish[0]).toBe('Nombre,Cantidad,Entrada,Garantía hasta,Estado');
    expect(spanish[1]).toBe('Bench 22,23,2025-01-10,2027-01-10,Activa');
    expect(spanish.at(-2)).toBe("'=Rower,1,2025-01-10,2027-01-10,Averiado");

    expect((await csvOf('/api/Gymroom/999999/equipment?format=csv', desk.headers)).statusCode).toBe(404);
    expect((await csvOf(url, cast.headers('member'))).statusCode).toBe(403);
  });

  it('exports every maintenance event the filters match, newest first, in the gym’s time zone, in English and Spanish', async () => {
    const desk = await signedIn(t, 'staff', { fullName: 'Kim Desk' });
    const fixer = await signedIn(t, 'staff', { fullName: 'Lee Fixer' });
    const logRoom = await makeRoom(t.db, { roomName: 'Log Room' });
    const elsewhere = await makeRoom(t.db, { roomName: 'Elsewhere' });
    const [treadmill] = await t.db
      .insert(equipment)
      .values({ roomId: logRoom.id, name: '+Treadmill', quantity: 2, importDate: '2025-01-10', warranty: '2027-01-10' })
      .returning();
    const [other] = await t.db
      .insert(equipment)
      .values({ roomId: elsewhere.id, name: 'Bike', quantity: 1, importDate: '2025-01-10', warranty: '2027-01-10' })
      .returning();
    const event = (equipmentId: number, reportedAt: string, closedAt?: string) =>
      t.db.insert(maintenanceEvents).values({
        equipmentId,
        reportedBy: desk.user.id,
        reportedAt: new Date(reportedAt),
        ...(closedAt ? { closedBy: fixer.user.id, closedAt: new Date(closedAt) } : {}),
      });
    // 22 closed, two hours apart from 07:00 on 1 March in New York (12:00 UTC), each closed an hour later.
    for (let i = 0; i < 22; i++) {
      const reported = Date.parse('2026-03-01T12:00:00Z') + i * 2 * 3_600_000;
      await event(
        treadmill?.id as number,
        new Date(reported).toISOString(),
        new Date(reported + 3_600_000).toISOString(),
      );
    }
    // Open: 03:30 UTC on 10 March is 23:30 on 9 March in New York.
    await event(treadmill?.id as number, '2026-03-10T03:30:00Z');
    await event(other?.id as number, '2026-03-10T04:00:00Z');

    const base = `/api/maintenance?roomId=${logRoom.id}&page=2&pageSize=5&format=csv`;
    const res = await csvOf(base, desk.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, `maintenance-room-${logRoom.id}.csv`);
    const english = lines(res.body);
    expect(english.slice(0, 2)).toEqual([
      'Equipment,Room,Status,Reported by,Reported on,Closed by,Closed on',
      "'+Treadmill,Log Room,Open,Kim Desk,2026-03-09 23:30,,",
    ]);
    expect(english.at(-2)).toBe("'+Treadmill,Log Room,Closed,Kim Desk,2026-03-01 07:00,Lee Fixer,2026-03-01 08:00");
    expect(english).toHaveLength(1 + 23 + 1); // the header, the room's every event (not the page of 5), the end

    const open = await csvOf(`/api/maintenance?roomId=${logRoom.id}&state=open&format=csv`, desk.headers);
    expect(open.headers['content-disposition']).toBe(`attachment; filename="maintenance-room-${logRoom.id}-open.csv"`);
    expect(lines(open.body)).toHaveLength(1 + 1 + 1);
    const closed = await csvOf(`/api/maintenance?roomId=${logRoom.id}&state=closed&format=csv`, desk.headers);
    expect(lines(closed.body)).toHaveLength(1 + 22 + 1);

    // Without `format` the same call answers its page, as before.
    const page = (
      await csvOf(`/api/maintenance?roomId=${logRoom.id}&pageSize=100`, desk.headers)
    ).json() as Page<MaintenanceEvent>;
    expect(page.total).toBe(23);
    const batched: number[] = [];
    for await (const item of allMaintenance(t.db, { roomId: logRoom.id }, 4)) batched.push(item.id);
    expect(batched).toEqual(page.items.map((item) => item.id));

    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, desk.user.id));
    const spanish = lines((await csvOf(base, desk.headers)).body);
    expect(spanish[0]).toBe('Material,Sala,Estado,Comunicada por,Comunicada el,Cerrada por,Cerrada el');
    expect(spanish[1]).toBe("'+Treadmill,Log Room,Abierta,Kim Desk,2026-03-09 23:30,,");
    expect(spanish.at(-2)).toMatch(/,Cerrada,Kim Desk,2026-03-01 07:00,Lee Fixer,2026-03-01 08:00$/);

    expect((await csvOf(base, cast.headers('member'))).statusCode).toBe(403);
  });
});
