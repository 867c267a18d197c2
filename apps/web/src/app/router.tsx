import { ROLES, type Role } from '@gym/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { DashboardArea } from './dashboard-area.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// One chunk per route module: a visitor on the home page does not download the dashboards.
const HomeRoute = lazy(() => import('./routes/public/home.tsx'));
const LoginRoute = lazy(() => import('./routes/public/login.tsx'));
const RegisterRoute = lazy(() => import('./routes/public/register.tsx'));
const ForgotPasswordRoute = lazy(() => import('./routes/public/forgot-password.tsx'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found.tsx'));
const ProfileRoute = lazy(() => import('./routes/shared/profile.tsx'));

const dashboardHomes: Record<Role, LazyExoticComponent<ComponentType>> = {
  user: lazy(() => import('./routes/member/dashboard.tsx')),
  staff: lazy(() => import('./routes/staff/dashboard.tsx')),
  trainer: lazy(() => import('./routes/trainer/dashboard.tsx')),
  admin: lazy(() => import('./routes/admin/dashboard.tsx')),
};

const areaRoute = (role: Role): RouteObject => {
  const DashboardHome = dashboardHomes[role];
  return {
    path: paths.dashboard(role),
    element: <DashboardArea role={role} />,
    children: [
      { index: true, element: <DashboardHome /> },
      { path: paths.profile(role), element: <ProfileRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  };
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      ...ROLES.map(areaRoute),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
