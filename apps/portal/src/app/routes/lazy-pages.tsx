import { lazyPage } from '@docapply/ui';

export const LandingPage = lazyPage(
  () => import('@/features/landing/components/landing-page'),
  (m) => m.LandingPage,
);
export const LoginPage = lazyPage(
  () => import('@/features/auth/components/login-page'),
  (m) => m.LoginPage,
);
export const OtpPage = lazyPage(
  () => import('@/features/auth/components/otp-page'),
  (m) => m.OtpPage,
);
export const RegisterPage = lazyPage(
  () => import('@/features/auth/components/register-page'),
  (m) => m.RegisterPage,
);
export const EmailVerifyPage = lazyPage(
  () => import('@/features/auth/components/email-verify-page'),
  (m) => m.EmailVerifyPage,
);
export const EmailVerifiedPage = lazyPage(
  () => import('@/features/auth/components/email-verified-page'),
  (m) => m.EmailVerifiedPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  (m) => m.ResetPasswordPage,
);
export const DashboardPage = lazyPage(
  () => import('@/features/dashboard/components/dashboard-page'),
  (m) => m.DashboardPage,
);
export const RedirectPage = lazyPage(
  () => import('@/features/open-links/components/redirect-page'),
  (m) => m.RedirectPage,
);
export const ReferencePage = lazyPage(
  () => import('@/features/open-links/components/request-page'),
  (m) => m.ReferencePage,
);
export const AlternativeCoveragePage = lazyPage(
  () => import('@/features/open-links/components/request-page'),
  (m) => m.AlternativeCoveragePage,
);
export const SupervisionPage = lazyPage(
  () => import('@/features/open-links/components/supervision-page'),
  (m) => m.SupervisionPage,
);
export const ApplyPage = lazyPage(
  () => import('@/features/apply/components/apply-page'),
  (m) => m.ApplyPage,
);
export const SurveyPage = lazyPage(
  () => import('@/features/survey/components/survey-page'),
  (m) => m.SurveyPage,
);
export const PrivilegesPage = lazyPage(
  () => import('@/features/privileges/components/privileges-page'),
  (m) => m.PrivilegesPage,
);
export const MyApplicationsPage = lazyPage(
  () => import('@/features/applications/components/my-applications-page'),
  (m) => m.MyApplicationsPage,
);
export const ApplicationDetailPage = lazyPage(
  () => import('@/features/applications/components/application-detail-page'),
  (m) => m.ApplicationDetailPage,
);
export const DelegatesPage = lazyPage(
  () => import('@/features/delegates/components/delegates-page'),
  (m) => m.DelegatesPage,
);
export const ProfileArchivePage = lazyPage(
  () => import('@/features/profile-archive/components/profile-archive-page'),
  (m) => m.ProfileArchivePage,
);
export const SignInActivityPage = lazyPage(
  () => import('@/features/sign-in-activity/sign-in-activity-page'),
  (m) => m.SignInActivityPage,
);
export const ApplicationChangesPage = lazyPage(
  () => import('@/features/applications/components/application-changes-page'),
  (m) => m.ApplicationChangesPage,
);
export const SetPasswordPage = lazyPage(
  () => import('@/features/delegates/components/set-password-page'),
  (m) => m.SetPasswordPage,
);
export const RenewalPage = lazyPage(
  () => import('@/features/renewals/components/renewal-page'),
  (m) => m.RenewalPage,
);
export const SecurityPage = lazyPage(
  () => import('@/features/security/components/security-page'),
  (m) => m.SecurityPage,
);
