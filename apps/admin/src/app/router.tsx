import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/components/not-found-page';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN } from '@/lib/roles';
import { AdminGuard, PublicOnlyGuard } from '@/app/routes/guards';
import {
  AdminAccountsPage,
  ContactMessagesPage,
  ForgotPasswordPage,
  HospitalsPage,
  OtpPage,
  OutboxPage,
  QueuePage,
  ResetPasswordPage,
  ReviewPage,
  SetPasswordPage,
  SettingsPage,
  SignInPage,
  renderLazy,
} from '@/app/routes/lazy-pages';
import { RootRoute } from '@/app/routes/root';

/** Every route of the admin site; main.tsx and the tests build routers from it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        {
          element: <PublicOnlyGuard />,
          children: [
            { path: paths.home.path, element: renderLazy(SignInPage) },
            { path: paths.otp.path, element: renderLazy(OtpPage) },
          ],
        },
        {
          element: <AdminGuard allowed={HOSPITAL_ADMIN} />,
          children: [
            { path: paths.applications.path, element: renderLazy(QueuePage) },
            { path: paths.application.path, element: renderLazy(ReviewPage) },
          ],
        },
        {
          element: <AdminGuard allowed={PLATFORM_ADMIN} />,
          children: [
            { path: paths.platformHospitals.path, element: renderLazy(HospitalsPage) },
            { path: paths.platformAdmins.path, element: renderLazy(AdminAccountsPage) },
            { path: paths.platformContacts.path, element: renderLazy(ContactMessagesPage) },
            { path: paths.platformOutbox.path, element: renderLazy(OutboxPage) },
            { path: paths.platformSettings.path, element: renderLazy(SettingsPage) },
          ],
        },
        // Open: an invited administrator sets a password from the emailed link, signed in or not.
        { path: paths.setPassword.path, element: renderLazy(SetPasswordPage) },
        // Open: a forgotten password, and the emailed reset link, signed in or not.
        { path: paths.forgotPassword.path, element: renderLazy(ForgotPasswordPage) },
        { path: paths.resetPassword.path, element: renderLazy(ResetPasswordPage) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
