import { ROLES, type Role } from '@gym/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { DashboardArea } from './dashboard-area.tsx';
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
const ProfileRoute = lazy(() => import('./routes/shared/profile.tsx'));

const dashboardHomes: Record<Role, LazyExoticComponent<ComponentType>> = {
  user: lazy(() => import('./routes/member/dashboard.tsx')),
  staff: lazy(() => import('./routes/staff/dashboard.tsx')),
  trainer: lazy(() => import('./routes/trainer/dashboard.tsx')),
  admin: lazy(() => import('./routes/admin/dashboard.tsx')),
};

const PlanDetailRoute = lazy(() => import('./routes/public/plan-detail.tsx'));
const TrainerRoute = lazy(() => import('./routes/public/trainer.tsx'));
const PlanFeaturesRoute = lazy(() => import('./routes/member/plan-features.tsx'));
const FeedbackRoute = lazy(() => import('./routes/public/feedback.tsx'));
const MyFeedbacksRoute = lazy(() => import('./routes/member/feedbacks.tsx'));
const ExercisesRoute = lazy(() => import('./routes/public/exercises.tsx'));
const ExerciseRoute = lazy(() => import('./routes/public/exercise.tsx'));
const FavouriteExercisesRoute = lazy(() => import('./routes/member/favourite-exercises.tsx'));
const RegisterTrainingRoute = lazy(() => import('./routes/member/register-training.tsx'));
const TrainingSessionsRoute = lazy(() => import('./routes/member/training-sessions.tsx'));
const PlanSubscribeRoute = lazy(() => import('./routes/member/plan-subscribe.tsx'));
const PaymentRoute = lazy(() => import('./routes/member/payment.tsx'));
const SubscriptionsRoute = lazy(() => import('./routes/member/subscriptions.tsx'));

/** Each area's own screens, behind its guard beside the overview and profile. Add a line per screen. */
const areaChildren: Record<Role, RouteObject[]> = {
  user: [
    // The id is optional in the path so that a link without one shows 'Plan ID is missing' (spec §8).
    { path: `${paths.member.planFeatures(':planId')}?`, element: <PlanFeaturesRoute /> },
    { path: paths.member.feedbacks, element: <MyFeedbacksRoute /> },
    { path: paths.member.favourites, element: <FavouriteExercisesRoute /> },
    { path: paths.member.registerTraining, element: <RegisterTrainingRoute /> },
    { path: paths.member.trainingSessions, element: <TrainingSessionsRoute /> },
    { path: paths.member.subscriptions, element: <SubscriptionsRoute /> },
    { path: paths.member.payment, element: <PaymentRoute /> },
  ],
  staff: [],
  trainer: [],
  admin: [],
};

const areaRoute = (role: Role): RouteObject => {
  const DashboardHome = dashboardHomes[role];
  return {
    path: paths.dashboard(role),
    element: <DashboardArea role={role} />,
    children: [
      { index: true, element: <DashboardHome /> },
      { path: paths.profile(role), element: <ProfileRoute /> },
      ...areaChildren[role],
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
      { path: paths.planDetail(':planId'), element: <PlanDetailRoute /> },
      // Members only (Buy Now is for role user): the route guards itself and sends visitors to log in.
      { path: paths.planSubscribe(':planId'), element: <PlanSubscribeRoute /> },
      { path: paths.trainer(':trainerId'), element: <TrainerRoute /> },
      { path: paths.feedback, element: <FeedbackRoute /> },
      { path: paths.exercises, element: <ExercisesRoute /> },
      { path: paths.exercise(':exerciseId'), element: <ExerciseRoute /> },
      ...ROLES.map(areaRoute),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
