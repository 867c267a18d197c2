import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AREAS } from './areas.tsx';
import { dashboardRoute } from './dashboard-area.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// One chunk per route module: a visitor on the home page does not download the dashboards.

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
const LoginRoute = lazy(() => import('./routes/public/login.tsx'));
const RegisterRoute = lazy(() => import('./routes/public/register.tsx'));
const ForgotPasswordRoute = lazy(() => import('./routes/public/forgot-password.tsx'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found.tsx'));
const PlanDetailRoute = lazy(() => import('./routes/public/plan-detail.tsx'));
const TrainerRoute = lazy(() => import('./routes/public/trainer.tsx'));
const FeedbackRoute = lazy(() => import('./routes/public/feedback.tsx'));
const ExercisesRoute = lazy(() => import('./routes/public/exercises.tsx'));
const ExerciseRoute = lazy(() => import('./routes/public/exercise.tsx'));
const PlanSubscribeRoute = lazy(() => import('./routes/member/plan-subscribe.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.planDetail(':planId'), element: <PlanDetailRoute /> },
      // Members only (Buy Now is for role user): the route guards itself; visitors log in first.
      { path: paths.planSubscribe(':planId'), element: <PlanSubscribeRoute /> },
      { path: paths.trainer(':trainerId'), element: <TrainerRoute /> },
      { path: paths.feedback, element: <FeedbackRoute /> },
      { path: paths.exercises, element: <ExercisesRoute /> },
      { path: paths.exercise(':exerciseId'), element: <ExerciseRoute /> },
      // The role areas, from the registry in areas.tsx.
      dashboardRoute(AREAS),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
