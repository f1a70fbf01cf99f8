import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { ComingSoonPage } from '@/components/coming-soon-page';
import { NotFoundPage } from '@/components/not-found-page';
import { DoctorOnlyGuard, PublicOnlyGuard } from '@/app/routes/guards';
import { RootRoute } from '@/app/routes/root';
import {
  DashboardPage,
  EmailVerifiedPage,
  EmailVerifyPage,
  LandingPage,
  LoginPage,
  OtpPage,
  RegisterPage,
  renderLazy,
} from '@/app/routes/lazy-pages';

const comingSoon = (title: string) => <ComingSoonPage title={title} />;

/** Every route of the portal (spec section 2); main.tsx and the tests build routers from it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        {
          element: <PublicOnlyGuard />,
          children: [
            { path: paths.home.path, element: renderLazy(LandingPage) },
            { path: paths.login.path, element: renderLazy(LoginPage) },
            { path: paths.otp.path, element: renderLazy(OtpPage) },
            { path: paths.register.path, element: renderLazy(RegisterPage) },
            { path: paths.emailVerify.path, element: renderLazy(EmailVerifyPage) },
          ],
        },
        {
          element: <DoctorOnlyGuard />,
          children: [
            { path: paths.dashboard.path, element: renderLazy(DashboardPage) },
            { path: paths.survey.path, element: comingSoon('Survey') },
            { path: paths.privilege.path, element: comingSoon('Privileges') },
            { path: paths.apply.path, element: comingSoon('Apply') },
            {
              path: paths.myApplications.path,
              children: [
                { index: true, element: comingSoon('My applications') },
                { path: ':id', element: comingSoon('Application') },
              ],
            },
          ],
        },
        // Open routes: no sign-in condition (referees and covering physicians have no account).
        { path: paths.emailVerified.path, element: renderLazy(EmailVerifiedPage) },
        { path: paths.redirect.path, element: comingSoon('Opening your link') },
        { path: paths.reference.path, element: comingSoon('Reference') },
        { path: paths.alternativeCoverage.path, element: comingSoon('Alternative coverage') },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
