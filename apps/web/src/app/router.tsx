import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths.ts';
import { lazyWithQueries } from './lazy-with-queries.tsx';
import { RootLayout } from './root-layout.tsx';

// One chunk per route module: a visitor on the home page does not download the dashboards, nor their registry.
// Every route that reads through the query cache loads it with its code (lazy-with-queries.tsx); the landing page
// and the not-found page read nothing through it.
//
// The routes are React Router's declarative kind (`useRoutes` under a `BrowserRouter`): the app has no loaders or
// actions, and the data router's machinery they would need is half of React Router's code, which every page,
// the landing page first, would load for nothing.

// The landing page arrives prerendered, and main.tsx loads its code before hydrating so that React takes over
// the markup in one pass, before any data from the API has arrived: a part that loaded later would find the
// data there and render differently from the markup it has to match.
const loadHome = () => import('./routes/public/home.tsx');
const LazyHome = lazy(loadHome);
let LoadedHome: ComponentType | undefined;
function HomeRoute() {
  return LoadedHome ? <LoadedHome /> : <LazyHome />;
}
export async function preloadHome() {
  LoadedHome = (await loadHome()).default;
}
const LoginRoute = lazyWithQueries(() => import('./routes/public/login.tsx'));
const RegisterRoute = lazyWithQueries(() => import('./routes/public/register.tsx'));
const ForgotPasswordRoute = lazyWithQueries(() => import('./routes/public/forgot-password.tsx'));
const InvitationRoute = lazyWithQueries(() => import('./routes/public/invitation.tsx'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found.tsx'));
const PlanDetailRoute = lazyWithQueries(() => import('./routes/public/plan-detail.tsx'));
const TrainerRoute = lazyWithQueries(() => import('./routes/public/trainer.tsx'));
const FeedbackRoute = lazyWithQueries(() => import('./routes/public/feedback.tsx'));
const ExercisesRoute = lazyWithQueries(() => import('./routes/public/exercises.tsx'));
const ExerciseRoute = lazyWithQueries(() => import('./routes/public/exercise.tsx'));
const ClassesRoute = lazyWithQueries(() => import('./routes/public/classes.tsx'));
const PlanSubscribeRoute = lazyWithQueries(() => import('./routes/member/plan-subscribe.tsx'));
const DemoCheckoutRoute = lazyWithQueries(() => import('./routes/member/demo-checkout.tsx'));
/** Every role area, with its guard and its registry (areas.tsx), loaded once someone opens a dashboard. */
const DashboardsRoute = lazyWithQueries(() => import('./dashboard-area.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.invitation, element: <InvitationRoute /> },
      { path: paths.planDetail(':planId'), element: <PlanDetailRoute /> },
      // Members only (Buy Now is for role user): the route guards itself; visitors log in first.
      { path: paths.planSubscribe(':planId'), element: <PlanSubscribeRoute /> },
      // The demo provider's hosted checkout (members only; the route guards itself).
      { path: paths.demoCheckout(':paymentId'), element: <DemoCheckoutRoute /> },
      { path: paths.trainer(':trainerId'), element: <TrainerRoute /> },
      { path: paths.feedback, element: <FeedbackRoute /> },
      { path: paths.exercises, element: <ExercisesRoute /> },
      { path: paths.exercise(':exerciseId'), element: <ExerciseRoute /> },
      { path: paths.classes, element: <ClassesRoute /> },
      // The role areas, from the registry in areas.tsx (dashboard-area.tsx builds their routes).
      { path: `${paths.dashboards}/*`, element: <DashboardsRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The page for the current location (App puts it under a router, prerender.tsx under a static one). */
export const AppRoutes = () => useRoutes(routes);
