import type { Role } from '@gym/contract';

/** Every page path, written once. Links and the router both read from here. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  feedback: '/feedback',
  exercises: '/exercise',
  exercise: (id: number | string) => `/exercise/${id}`,
  planDetail: (id: number | string) => `/plan-detail/${id}`,
  planSubscribe: (id: number | string) => `/plan-subscribe/${id}`,
  trainer: (id: number | string) => `/trainer/${id}`,
  dashboard: (role: Role) => `/dashboard/${role}`,
  profile: (role: Role) => `/dashboard/${role}/profile`,
  member: {
    subscriptions: '/dashboard/user/plan-detail',
    planFeatures: (planId: number | string) => `/dashboard/user/plan-detail-full/${planId}`,
    favourites: '/dashboard/user/favourite-exercises',
    feedbacks: '/dashboard/user/feedbacks',
    payment: '/dashboard/user/payment',
    trainingSessions: '/dashboard/user/training-sessions',
    registerTraining: '/dashboard/user/register-training',
  },
  admin: {
    /** The spec's spelling, kept so that old links keep working. */
    createPlan: '/dashboard/admin/create-plane',
  },
} as const;
