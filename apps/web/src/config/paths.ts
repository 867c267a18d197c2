import type { Role } from '@gym/contract';

/** Every page path, written once. Links and the router both read from here. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  feedback: '/feedback',
  exercises: '/exercise',
  dashboard: (role: Role) => `/dashboard/${role}`,
  profile: (role: Role) => `/dashboard/${role}/profile`,
  admin: {
    /** The spec's spelling, kept so that old links keep working. */
    createPlan: '/dashboard/admin/create-plane',
  },
} as const;
