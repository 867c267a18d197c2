import { addDays, todayIn, zonedTimeToInstant } from '@gym/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { equipment, gymRooms, maintenanceEvents, users } from '../db/schema/index.ts';
import type { DEMO_ROOMS } from './demo-gym.ts';

type RoomName = (typeof DEMO_ROOMS)[number]['roomName'];
/**
 * One kind of item in a room: bought `boughtDaysAgo` days before the seed runs, under warranty for
 * `warrantyYears` from then (some warranties have run out, as in any gym).
 */
type DemoItem = { name: string; quantity: number; boughtDaysAgo: number; warrantyYears: number };

/** What stands in each demo room: a handful of items each, the closed room included. */
export const DEMO_EQUIPMENT: Record<RoomName, DemoItem[]> = {
  'Weights Floor': [
    { name: 'Olympic barbell 20 kg', quantity: 10, boughtDaysAgo: 1460, warrantyYears: 5 },
    { name: 'Dumbbell rack 2–40 kg', quantity: 2, boughtDaysAgo: 1460, warrantyYears: 5 },
    { name: 'Power rack', quantity: 4, boughtDaysAgo: 900, warrantyYears: 3 },
    { name: 'Adjustable bench', quantity: 8, boughtDaysAgo: 900, warrantyYears: 2 },
    { name: 'Cable crossover machine', quantity: 1, boughtDaysAgo: 420, warrantyYears: 2 },
    { name: 'Leg press', quantity: 2, boughtDaysAgo: 640, warrantyYears: 2 },
  ],
  'Spin Studio': [
    { name: 'Spin bike', quantity: 12, boughtDaysAgo: 700, warrantyYears: 3 },
    { name: 'Instructor bike', quantity: 1, boughtDaysAgo: 700, warrantyYears: 3 },
    { name: 'Sound system', quantity: 1, boughtDaysAgo: 1100, warrantyYears: 2 },
    { name: 'Floor fan', quantity: 4, boughtDaysAgo: 300, warrantyYears: 1 },
  ],
  'Yoga Studio': [
    { name: 'Yoga mat', quantity: 20, boughtDaysAgo: 240, warrantyYears: 1 },
    { name: 'Cork yoga block', quantity: 30, boughtDaysAgo: 240, warrantyYears: 1 },
    { name: 'Bolster', quantity: 10, boughtDaysAgo: 520, warrantyYears: 1 },
    { name: 'Meditation cushion', quantity: 12, boughtDaysAgo: 520, warrantyYears: 1 },
  ],
  'Boxing Room': [
    { name: 'Heavy bag', quantity: 4, boughtDaysAgo: 1200, warrantyYears: 3 },
    { name: 'Speed bag platform', quantity: 2, boughtDaysAgo: 1200, warrantyYears: 3 },
    { name: 'Boxing gloves (pair)', quantity: 12, boughtDaysAgo: 150, warrantyYears: 1 },
    { name: 'Skipping rope', quantity: 10, boughtDaysAgo: 150, warrantyYears: 1 },
  ],
  'PT Suite': [
    { name: 'Functional trainer', quantity: 1, boughtDaysAgo: 380, warrantyYears: 3 },
    { name: 'Treadmill', quantity: 1, boughtDaysAgo: 560, warrantyYears: 2 },
    { name: 'Adjustable dumbbells (pair)', quantity: 2, boughtDaysAgo: 380, warrantyYears: 2 },
    { name: 'Kettlebell set 4–32 kg', quantity: 1, boughtDaysAgo: 1000, warrantyYears: 5 },
  ],
  'Recovery Lounge': [
    { name: 'Massage chair', quantity: 2, boughtDaysAgo: 800, warrantyYears: 2 },
    { name: 'Foam roller', quantity: 10, boughtDaysAgo: 200, warrantyYears: 1 },
    { name: 'Compression boots', quantity: 2, boughtDaysAgo: 330, warrantyYears: 2 },
  ],
};

/** The item the demo staff account reported yesterday evening; its event is still open. */
export const DEMO_BROKEN = { room: 'Weights Floor', name: 'Cable crossover machine' } as const;
/** An item that broke and was repaired last month, so the maintenance log shows a closed event too. */
export const DEMO_REPAIRED = { room: 'PT Suite', name: 'Treadmill' } as const;

const DEMO_STAFF_EMAIL = 'staff@gym.test';
/** Another front-desk account of `DEMO_STAFF` in demo.ts: the repair was reported on their shift. */
const OTHER_STAFF_EMAIL = 'jordan.blake@gym.test';

/**
 * Equipment for every demo room and the maintenance log, written as the equipment service leaves them: the broken
 * item carries one open event reported by the demo staff account (its `updatedAt` is the moment it was saved
 * Broken), the repaired one a closed event, reported by one person and closed by another (its `updatedAt` is the
 * repair). Rows are inserted directly, as the other demo parts do: the service would e-mail the maintenance team.
 * Expects the rooms of `seedDemoGym` and the staff accounts.
 */
export async function seedDemoEquipment(db: Db, { timeZone }: { timeZone: string }) {
  const rooms = new Map(
    (await db.select({ id: gymRooms.id, name: gymRooms.roomName }).from(gymRooms)).map((r) => [r.name, r.id]),
  );
  const staff = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [DEMO_STAFF_EMAIL, OTHER_STAFF_EMAIL]))
    ).map((u) => [u.email, u.id]),
  );
  // Without the demo staff account nobody could have reported anything: every item is then Active.
  const reporter = staff.get(DEMO_STAFF_EMAIL);
  const today = todayIn(timeZone);
  // Yesterday evening and a few weeks back: in the past at any hour of today, in any zone.
  const reportedAt = zonedTimeToInstant(addDays(today, -1), '17:40', timeZone);
  const repairReported = zonedTimeToInstant(addDays(today, -38), '09:15', timeZone);
  const repairedAt = zonedTimeToInstant(addDays(today, -35), '14:05', timeZone);
  const is = (roomName: string, item: DemoItem, which: { room: string; name: string }) =>
    reporter !== undefined && roomName === which.room && item.name === which.name;

  const rows: (typeof equipment.$inferInsert)[] = [];
  for (const [roomName, items] of Object.entries(DEMO_EQUIPMENT)) {
    const roomId = rooms.get(roomName);
    if (roomId === undefined) continue;
    for (const item of items) {
      const importDate = addDays(today, -item.boughtDaysAgo);
      // Recorded on the day it arrived; last saved then, or when its status last changed.
      const recorded = zonedTimeToInstant(importDate, '12:00', timeZone);
      const broken = is(roomName, item, DEMO_BROKEN);
      rows.push({
        roomId,
        name: item.name,
        quantity: item.quantity,
        importDate,
        warranty: addDays(importDate, Math.round(item.warrantyYears * 365.25)),
        status: broken ? 'Broken' : 'Active',
        createdAt: recorded,
        updatedAt: broken ? reportedAt : is(roomName, item, DEMO_REPAIRED) ? repairedAt : recorded,
      });
    }
  }
  if (rows.length === 0) return;
  const inserted = await db
    .insert(equipment)
    .values(rows)
    .returning({ id: equipment.id, roomId: equipment.roomId, name: equipment.name });
  const idOf = ({ room, name }: { room: string; name: string }) =>
    inserted.find((r) => r.roomId === rooms.get(room) && r.name === name)?.id;
  if (reporter === undefined) return;
  const broken = idOf(DEMO_BROKEN);
  const repaired = idOf(DEMO_REPAIRED);
  const events: (typeof maintenanceEvents.$inferInsert)[] = [];
  if (repaired !== undefined)
    events.push({
      equipmentId: repaired,
      reportedBy: staff.get(OTHER_STAFF_EMAIL) ?? reporter,
      reportedAt: repairReported,
      closedBy: reporter,
      closedAt: repairedAt,
    });
  if (broken !== undefined) events.push({ equipmentId: broken, reportedBy: reporter, reportedAt });
  if (events.length > 0) await db.insert(maintenanceEvents).values(events);
}
