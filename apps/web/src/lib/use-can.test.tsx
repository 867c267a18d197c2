import { PERMISSIONS, type Permission, ROLES, type Role } from '@gym/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../test/utils.tsx';
import { authStore } from './auth-store.ts';
import { useCan } from './use-can.ts';

function Buttons({ permissions }: { permissions: Permission[] }) {
  const can = useCan();
  return (
    <>
      {permissions.map(
        (permission) =>
          can(permission) && (
            <button key={permission} type="button">
              {permission}
            </button>
          ),
      )}
      <p>ready</p>
    </>
  );
}

const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('useCan', () => {
  it.each(ROLES)('shows %s exactly the permissions of its role (decisions §4)', (role: Role) => {
    mockApi();
    signIn(role);
    const all = Object.keys(PERMISSIONS) as Permission[];
    renderWithApp(<Buttons permissions={all} />);
    expect(shown()).toEqual(all.filter((p) => (PERMISSIONS[p] as readonly Role[]).includes(role)));
  });

  it('hides a staff-only button from a trainer, who may only read', () => {
    mockApi();
    signIn('trainer');
    renderWithApp(<Buttons permissions={['plans.write', 'feedback.process', 'contact.list', 'feedback.listAll']} />);
    expect(shown()).toEqual(['contact.list', 'feedback.listAll']);
  });

  it('lets a visitor who is not signed in do nothing', () => {
    mockApi();
    renderWithApp(<Buttons permissions={['feedback.create', 'plans.write']} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(shown()).toEqual([]);
  });

  it('follows a logout at once', () => {
    mockApi();
    signIn('admin');
    renderWithApp(<Buttons permissions={['users.delete']} />);
    expect(shown()).toEqual(['users.delete']);
    act(() => authStore.clear());
    expect(shown()).toEqual([]);
  });
});
