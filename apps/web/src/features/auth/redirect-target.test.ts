import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirect after login', () => {
  it('returns to the page the guard sent the visitor from', () => {
    expect(redirectTarget({ from: '/dashboard/admin/profile?tab=2' })).toBe('/dashboard/admin/profile?tab=2');
  });

  it.each([[null], [undefined], [{}], [{ from: 42 }], [{ from: 'https://evil.test/' }], [{ from: '//evil.test' }]])(
    'goes home for %j',
    (state) => {
      expect(redirectTarget(state)).toBe('/');
    },
  );
});
