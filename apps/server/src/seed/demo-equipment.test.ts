import { type Equipment, equipmentCreateRequestSchema, type Room, todayIn } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { equipment, maintenanceEvents } from '../db/schema/index.ts';
import { listMaintenance, listRoomEquipment } from '../modules/equipment/equipment.service.ts';
import { listRooms } from '../modules/rooms/rooms.service.ts';
import { createTestDatabase } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { makeAccount } from '../test/factories.ts';
import { DEMO_BROKEN, DEMO_EQUIPMENT, DEMO_REPAIRED, seedDemoEquipment } from './demo-equipment.ts';
import { DEMO_ROOMS, seedDemoGym } from './demo-gym.ts';

// Just after midnight UTC is still yesterday evening in Los Angeles: "yesterday" must be the gym's.
const timeZone = 'America/Los_Angeles';
const NOW = '2026-03-10T00:30:00Z';
let database: Database;
let staffId: number;
let otherStaffId: number;
beforeAll(async () => {
  setClock(NOW);
  database = await createTestDatabase();
  staffId = (await makeAccount(database.db, { role: 'staff', email: 'staff@gym.test', fullName: 'Sam Rivera' })).id;
  otherStaffId = (await makeAccount(database.db, { role: 'staff', email: 'jordan.blake@gym.test' })).id;
  await seedDemoGym(database.db);
  await seedDemoEquipment(database.db, { timeZone });
});
afterAll(() => database.close());

const page = { page: 1, pageSize: 100 } as const;

describe('seedDemoEquipment', () => {
  it('puts a handful of items the equipment form would accept in every demo room, the closed one too', async () => {
    const rooms = (await listRooms(database.db, timeZone, { pageSize: 20 })) as Room[];
    expect(rooms).toHaveLength(DEMO_ROOMS.length);
    for (const room of rooms) {
      const items = (await listRoomEquipment(database.db, room.id, { pageSize: 100 })) as Equipment[];
      expect(items.length, room.roomName).toBeGreaterThanOrEqual(3);
      expect(items.map((i) => i.name)).toEqual(
        DEMO_EQUIPMENT[room.roomName as keyof typeof DEMO_EQUIPMENT].map((i) => i.name),
      );
      for (const { id, ...item } of items) {
        expect(equipmentCreateRequestSchema.safeParse(item).success, item.name).toBe(true);
        expect(item.importDate <= todayIn(timeZone)).toBe(true);
      }
    }
  });

  it('has exactly one Broken item, with one open maintenance event reported by the demo staff yesterday', async () => {
    const items = await database.db.select().from(equipment);
    const broken = items.filter((i) => i.status === 'Broken');
    expect(broken.map((i) => i.name)).toEqual([DEMO_BROKEN.name]);

    const open = await listMaintenance(database.db, { ...page, state: 'open' });
    expect(open.total).toBe(1);
    const [event] = open.items;
    expect(event).toMatchObject({
      equipmentId: broken[0]?.id,
      roomName: DEMO_BROKEN.room,
      reportedBy: 'Sam Rivera',
      closedBy: null,
      closedAt: null,
    });
    // Recent, in the past, and on the gym's yesterday (the 8th in Los Angeles while UTC reads the 10th).
    const reportedAt = new Date(event?.reportedAt ?? 0);
    expect(reportedAt.getTime()).toBeLessThan(Date.now());
    expect(Date.now() - reportedAt.getTime()).toBeLessThan(2 * 86_400_000);
    expect(todayIn(timeZone, reportedAt)).toBe('2026-03-08');
    // The item was last saved when it was reported, as the equipment service records it.
    expect(broken[0]?.updatedAt.getTime()).toBe(reportedAt.getTime());
  });

  it('shows a closed event in the log too: reported by one staff member, closed by another, item Active again', async () => {
    const all = await listMaintenance(database.db, page);
    expect(all.total).toBe(2);
    const closed = await listMaintenance(database.db, { ...page, state: 'closed' });
    expect(closed.items).toHaveLength(1);
    const [event] = closed.items;
    expect(event).toMatchObject({ equipmentName: DEMO_REPAIRED.name, roomName: DEMO_REPAIRED.room });
    expect(event?.closedBy).toBe('Sam Rivera');
    expect(new Date(event?.closedAt ?? 0) > new Date(event?.reportedAt ?? 0)).toBe(true);
    const rows = await database.db.select().from(maintenanceEvents);
    expect(rows.find((r) => r.closedAt !== null)).toMatchObject({ reportedBy: otherStaffId, closedBy: staffId });
    const [item] = await database.db
      .select()
      .from(equipment)
      .where(eq(equipment.id, event?.equipmentId ?? 0));
    expect(item?.status).toBe('Active');
    expect(item?.updatedAt.toISOString()).toBe(event?.closedAt);
  });
});
