import {
  type Account,
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_OPENING_HOURS,
  type GymInfo,
  type Role,
  type User,
} from '@gym/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { AUTH_STORAGE_KEY, authStore } from '../lib/auth-store.ts';

/** An account as login, register and the profile answer it (a user with the account's language). */
export const makeUser = (overrides: Partial<Account> = {}): Account => ({
  id: 1,
  username: 'jane_doe',
  email: 'jane@example.com',
  role: 'user',
  birthday: null,
  fullName: 'Jane Doe',
  phone: '+12125550123',
  photoUrl: null,
  language: 'en',
  ...overrides,
});

/** The gym's settings as `GET /api/gym` answers them; every mocked API answers this unless a test says otherwise. */
export const gymInfo = (overrides: Partial<GymInfo> = {}): GymInfo => ({
  name: 'Pulse Gym',
  email: 'hello@pulsegym.test',
  hotline: '+1 (212) 555-0147',
  address: '120 Market Street, Springfield',
  timeZone: 'UTC',
  country: 'US',
  openingHours: DEFAULT_OPENING_HOURS,
  cancelCutoffHours: DEFAULT_CANCEL_CUTOFF_HOURS,
  currency: 'USD',
  language: 'en',
  logoUrl: null,
  socialLinks: { twitter: null, facebook: null, instagram: null, linkedin: null, github: null },
  weekHours: {
    monday: { open: '06:00', close: '22:00' },
    tuesday: { open: '06:00', close: '22:00' },
    wednesday: { open: '06:00', close: '22:00' },
    thursday: { open: '06:00', close: '22:00' },
    friday: { open: '06:00', close: '22:00' },
    saturday: { open: '07:00', close: '20:00' },
    sunday: { open: '08:00', close: '18:00' },
  },
  reminderHoursBefore: 24,
  ...overrides,
});

/**
 * Sets the clock for the rest of the test (setup.ts restores it afterwards): `Date` starts at `instant` and
 * runs on from there, timers stay real. Every test that reads today's date or the time sets it, so no test
 * passes or fails with the hour it runs at.
 */
export function setClock(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
}

/** Clock readings at which "today" differs between zones: just after midnight, midday and just before midnight UTC. */
export const CLOCKS_UTC = ['2026-03-10T00:30:00Z', '2026-03-10T11:00:00Z', '2026-03-10T23:30:00Z'] as const;

/** Saves auth the way the app does and makes the store read it again. */
export function signIn(role: Role = 'user', overrides: Partial<User> = {}, token = 'test-token') {
  const user = makeUser({ role, ...overrides });
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, token }));
  authStore.reload();
  return { user, token };
}

export type MockRequest = { url: string; method: string; headers: Headers; body: unknown };
type Handler = (
  request: MockRequest,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces fetch. Keys are "METHOD /path"; unknown requests answer 404, except the gym's settings, which answer
 * `gymInfo()` unless the test gives its own. Returns the spy for call assertions.
 */
export function mockApi(givenHandlers: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = { 'GET /api/gym': () => ({ body: gymInfo() }), ...givenHandlers };
  const requests: MockRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init.method ?? 'GET';
    const request: MockRequest = {
      url,
      method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${new URL(url, 'http://localhost').pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  /** The requests made to one path (other calls, such as the gym's name, are left out). */
  const requestsTo = (path: string) => requests.filter((r) => new URL(r.url, 'http://localhost').pathname === path);
  return { spy, requests, requestsTo };
}

/**
 * jsdom has no object URLs and saves no file: catches the links a download clicks (`lib/download.ts`), with the
 * file name each gives, until the test ends.
 */
/**
 * The CSV download among a list's requests: the list itself may be asked for again after it (a refetch on a busy
 * machine), so the last request is not always the export.
 */
export const csvRequest = <R extends { url: string }>(requests: R[]): R | undefined =>
  requests.find((request) => new URL(request.url, 'http://localhost').searchParams.get('format') === 'csv');

export function catchDownloads(): HTMLAnchorElement[] {
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:download'), revokeObjectURL: vi.fn() });
  const clicked: HTMLAnchorElement[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click.mockRestore();
  });
  return clicked;
}

/** Shows where the router is, and the state it carries, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

type RenderOptions = {
  path?: string;
  initialEntries?: (string | { pathname: string; state?: unknown })[];
  routes?: RouteObject[];
};

/**
 * Renders `ui` at `path` inside the app's providers, with a fresh query client and a memory router.
 * Any other path renders only the LocationProbe, so navigation can be asserted.
 */
export function renderWithApp(ui: ReactNode, { path = '/', initialEntries = [path], routes }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    routes ?? [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
