/**
 * The API's paths, written once. Routing is case-insensitive, so the spec's other spellings
 * (`/api/GymRoom`, `/api/Users`) reach the same routes.
 */
export const API = {
  health: '/api/health',
  gym: '/api/gym',
  newsletter: '/api/newsletter',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    profile: '/api/auth/profile',
    forgotPassword: '/api/v1/auth/forgot-password',
    roleCheck: {
      admin: '/api/auth/admin-auth',
      staff: '/api/auth/staff-auth',
      trainer: '/api/auth/trainer-auth',
      user: '/api/auth/user-auth',
    },
  },
} as const;
