import type { Page, PageQuery, Room } from '@gym/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gymRooms } from '../../db/schema/index.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';

type RoomRow = typeof gymRooms.$inferSelect;

/** The API's view of a room (decisions §6). */
export const toRoom = (row: RoomRow): Room => ({
  id: row.id,
  roomName: row.roomName,
  roomType: row.roomType,
  roomQuantity: row.roomQuantity,
  roomStatus: row.roomStatus,
});

/** Every room in the order they were made, as a page when one is asked for (decisions §8). */
export async function listRooms(db: Db, query: PageQuery): Promise<Room[] | Page<Room>> {
  const select = db.select().from(gymRooms).orderBy(asc(gymRooms.id)).$dynamic();
  return listOrPage(query, select, () => countRows(db, gymRooms), toRoom);
}
