import type { RouteObject } from 'react-router';
import { lazyRoute } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ADMIN_ROLES, COMMITTEE_ROLES, HOSPITAL_ADMIN, PLATFORM_ADMIN, SITE_ROLES } from '@/lib/roles';
import { AdminGuard, PublicOnlyGuard } from '@/app/routes/guards';
import {
  AdminAccountsPage,
  ApiTokensPage,
  CommitteeFilePage,
  CommitteeFilesPage,
  ContactMessagesPage,
  DecisionRoutePage,
  ExclusionListsPage,
  EvaluatePage,
  ExpiringPage,
  FormEditorPage,
  FormsPage,
  FppeListPage,
  FppePage,
  FppeSettingsPage,
  LetterSettingsPage,
  ForgotPasswordPage,
  HospitalsPage,
  MeetingPage,
  MeetingsPage,
  OppePage,
  OppeReportPage,
  OppeSettingsPage,
  OtpPage,
  OutboxPage,
  PlatformAuditPage,
  PractitionerTypesPage,
  SignInActivityPage,
  SignInAlertsPage,
  PrivilegeCataloguePage,
  QueuePage,
  ResetPasswordPage,
  ReviewPage,
  SecurityPage,
  SetPasswordPage,
  SettingsPage,
  SignInPage,
  SsoDonePage,
  SsoSettingsPage,
  IntegrationsPage,
  SsoSignInPage,
  TelemedicineAgreementsPage,
  TemporaryPrivilegeSettingsPage,
  TurnaroundPage,
  VerificationSettingsPage,
  NotFoundPage,
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
            { path: paths.home.path, ...lazyRoute(SignInPage) },
            { path: paths.otp.path, ...lazyRoute(OtpPage) },
            { path: paths.singleSignOn.path, ...lazyRoute(SsoSignInPage) },
          ],
        },
        {
          // A committee member's account pages too: the second factor their signatures need.
          element: <AdminGuard allowed={SITE_ROLES} />,
          children: [
            { path: paths.security.path, ...lazyRoute(SecurityPage) },
            { path: paths.signInActivity.path, ...lazyRoute(SignInActivityPage) },
          ],
        },
        {
          element: <AdminGuard allowed={COMMITTEE_ROLES} />,
          children: [
            { path: paths.committee.path, ...lazyRoute(CommitteeFilesPage) },
            { path: paths.committeeFile.path, ...lazyRoute(CommitteeFilePage) },
          ],
        },
        {
          element: <AdminGuard allowed={HOSPITAL_ADMIN} />,
          children: [
            { path: paths.applications.path, ...lazyRoute(QueuePage) },
            { path: paths.application.path, ...lazyRoute(ReviewPage) },
            { path: paths.expiring.path, ...lazyRoute(ExpiringPage) },
            { path: paths.oppe.path, ...lazyRoute(OppePage) },
            { path: paths.oppeReport.path, ...lazyRoute(OppeReportPage) },
            { path: paths.oppeSettings.path, ...lazyRoute(OppeSettingsPage) },
            { path: paths.verificationSettings.path, ...lazyRoute(VerificationSettingsPage) },
            { path: paths.letterSettings.path, ...lazyRoute(LetterSettingsPage) },
            {
              path: paths.temporaryPrivilegeSettings.path,
              ...lazyRoute(TemporaryPrivilegeSettingsPage),
            },
            { path: paths.telemedicineAgreements.path, ...lazyRoute(TelemedicineAgreementsPage) },
            { path: paths.fppeSettings.path, ...lazyRoute(FppeSettingsPage) },
          ],
        },
        {
          // The coordinator (a hospital administrator) and the committee's members.
          element: <AdminGuard allowed={COMMITTEE_ROLES} />,
          children: [
            { path: paths.meetings.path, ...lazyRoute(MeetingsPage) },
            { path: paths.meeting.path, ...lazyRoute(MeetingPage) },
            // The office and the department chairs (committee members); the API limits each to theirs.
            { path: paths.fppeList.path, ...lazyRoute(FppeListPage) },
            { path: paths.fppe.path, ...lazyRoute(FppePage) },
          ],
        },
        {
          // A platform administrator manages any hospital's forms and catalogue.
          element: <AdminGuard allowed={ADMIN_ROLES} />,
          children: [
            { path: paths.forms.path, ...lazyRoute(FormsPage) },
            { path: paths.form.path, ...lazyRoute(FormEditorPage) },
            { path: paths.privileges.path, ...lazyRoute(PrivilegeCataloguePage) },
            { path: paths.turnaround.path, ...lazyRoute(TurnaroundPage) },
            { path: paths.ssoSettings.path, ...lazyRoute(SsoSettingsPage) },
            { path: paths.apiTokens.path, ...lazyRoute(ApiTokensPage) },
            { path: paths.integrations.path, ...lazyRoute(IntegrationsPage) },
            { path: paths.decisionRoute.path, ...lazyRoute(DecisionRoutePage) },
          ],
        },
        {
          element: <AdminGuard allowed={PLATFORM_ADMIN} />,
          children: [
            { path: paths.platformHospitals.path, ...lazyRoute(HospitalsPage) },
            { path: paths.platformAdmins.path, ...lazyRoute(AdminAccountsPage) },
            { path: paths.platformContacts.path, ...lazyRoute(ContactMessagesPage) },
            { path: paths.platformOutbox.path, ...lazyRoute(OutboxPage) },
            { path: paths.platformSettings.path, ...lazyRoute(SettingsPage) },
            { path: paths.platformAudit.path, ...lazyRoute(PlatformAuditPage) },
            { path: paths.platformExclusionLists.path, ...lazyRoute(ExclusionListsPage) },
            { path: paths.platformSignInAlerts.path, ...lazyRoute(SignInAlertsPage) },
            { path: paths.platformPractitionerTypes.path, ...lazyRoute(PractitionerTypesPage) },
          ],
        },
        // Open: an invited administrator sets a password from the emailed link, signed in or not.
        { path: paths.setPassword.path, ...lazyRoute(SetPasswordPage) },
        // Open: a forgotten password, and the emailed reset link, signed in or not.
        { path: paths.forgotPassword.path, ...lazyRoute(ForgotPasswordPage) },
        { path: paths.resetPassword.path, ...lazyRoute(ResetPasswordPage) },
        // Open: where single sign-on lands; it signs in (or says why not), signed in or not.
        { path: paths.singleSignOnDone.path, ...lazyRoute(SsoDonePage) },
        // Open: an FPPE's evaluator records cases from the emailed link, signed in or not.
        { path: paths.evaluate.path, ...lazyRoute(EvaluatePage) },
        { path: '*', ...lazyRoute(NotFoundPage) },
      ],
    },
  ];
}
