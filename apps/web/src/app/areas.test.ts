import { ROLES, type Role } from '@gym/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { AREAS } from './areas.tsx';
import { navFor } from './dashboard-area.tsx';

const screens = AREAS.flatMap((area) => area.screens.map((screen) => ({ area, screen })));

describe('the registry of role areas', () => {
  it('has one area per role', () => {
    expect(AREAS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
  });

  it.each(screens.map(({ area, screen }) => [screen.path, area.role, screen] as const))(
    '%s lies under its area, opens for its own role and names only known roles',
    (path, role, screen) => {
      expect(path.startsWith(`${paths.dashboard(role)}/`)).toBe(true);
      // No query string: the router matches the path, the page reads its query (an optional ':id?' is fine).
      expect(path.replace(/:\w+\?/g, '')).not.toContain('?');
      expect(screen.roles).toContain(role);
      for (const r of [...screen.roles, ...(screen.nav?.roles ?? [])]) expect(ROLES).toContain(r);
      // A menu entry is a place to go: no parameter to fill in, and only for roles that may open it.
      if (screen.nav) {
        expect(path).not.toContain(':');
        for (const r of screen.nav.roles ?? []) expect(screen.roles).toContain(r);
      }
    },
  );

  it('lists each path once', () => {
    const all = screens.map(({ screen }) => screen.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it("holds the member area's pages of spec §2", () => {
    const member = AREAS.find((a) => a.role === 'user');
    expect(member?.screens.map((s) => s.path)).toEqual([
      '/dashboard/user/pass',
      '/dashboard/user/plan-detail',
      '/dashboard/user/payments',
      '/dashboard/user/plans',
      '/dashboard/user/training-sessions',
      '/dashboard/user/register-training',
      '/dashboard/user/favourite-exercises',
      '/dashboard/user/feedbacks',
      '/dashboard/user/plan-detail-full/:planId?',
      '/dashboard/user/payment',
      '/dashboard/user/renew-card',
      '/dashboard/user/checkout/result',
      '/dashboard/user/plans/:planId',
      '/dashboard/user/plans/:planId/subscribe',
    ]);
  });
});

describe('the people and money screens', () => {
  const rolesOf = (path: string) => screens.find(({ screen }) => screen.path === path)?.screen.roles;

  it('open for exactly the roles spec §2 and decisions §4 give them', () => {
    expect(rolesOf(paths.admin.userList)).toEqual(['admin']);
    expect(rolesOf(paths.admin.trainers)).toEqual(['admin']);
    // Trainers reuse the subscriber list and a member's subscriptions, for their own members.
    expect(rolesOf(paths.admin.subscriberList)).toEqual(['admin', 'trainer']);
    expect(rolesOf(paths.admin.subscriberSubscriptions())).toEqual(['admin', 'trainer']);
    expect(rolesOf(paths.staff.userList)).toEqual(['staff']);
    expect(rolesOf(paths.staff.memberSubscriptions())).toEqual(['staff']);
    expect(rolesOf(paths.trainerArea.userList)).toEqual(['trainer']);
  });
});

describe('the rooms, equipment and calendar screens', () => {
  const find = (path: string) => screens.find(({ screen }) => screen.path === path)?.screen;

  it('open for exactly the roles decisions §4 gives what they show', () => {
    // Rooms and equipment: admin and staff, each from their own area's path.
    for (const path of [
      paths.admin.gymRooms,
      paths.staff.gymRooms,
      paths.admin.roomEquipment(':roomId'),
      paths.staff.roomEquipment(':roomId'),
    ])
      expect([...(find(path)?.roles ?? [])].sort()).toEqual(['admin', 'staff']);
    // Every session: admin and staff; a trainer has their own calendar.
    expect([...(find(paths.staff.sessions)?.roles ?? [])].sort()).toEqual(['admin', 'staff']);
    expect(find(paths.trainerArea.sessionList)?.roles).toEqual(['trainer']);
  });

  it("put each in its role's menu once", () => {
    const menuOf = (role: Role) => navFor(role, AREAS).map((item) => item.to);
    expect(menuOf('staff')).toEqual(expect.arrayContaining([paths.staff.gymRooms, paths.staff.sessions]));
    expect(menuOf('staff')).not.toContain(paths.admin.gymRooms);
    expect(menuOf('admin')).toEqual(expect.arrayContaining([paths.admin.gymRooms, paths.staff.sessions]));
    expect(menuOf('admin')).not.toContain(paths.staff.gymRooms);
    expect(menuOf('trainer')).toContain(paths.trainerArea.sessionList);
  });
});
