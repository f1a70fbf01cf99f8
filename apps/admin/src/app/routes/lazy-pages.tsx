import { lazyPage } from '@docapply/ui';

export const SignInPage = lazyPage(
  () => import('@/features/auth/components/sign-in-page'),
  (m) => m.SignInPage,
);
export const OtpPage = lazyPage(
  () => import('@/features/auth/components/otp-page'),
  (m) => m.OtpPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  (m) => m.ResetPasswordPage,
);
// What a signed-in administrator never sees: an unknown address, an account that is no admin's.
export const NotFoundPage = lazyPage(
  () => import('@/components/not-found-page'),
  (m) => m.NotFoundPage,
);
export const NotAdminRoute = lazyPage(
  () => import('@/components/not-admin-route'),
  (m) => m.NotAdminRoute,
);
export const QueuePage = lazyPage(
  () => import('@/features/queue/components/queue-page'),
  (m) => m.QueuePage,
);
// The review and the features composed into it (app/routes/review-route.tsx) share one chunk.
export const ReviewPage = lazyPage(
  () => import('@/app/routes/review-route'),
  (m) => m.ReviewRoute,
);
export const ExpiringPage = lazyPage(
  () => import('@/features/expiring'),
  (m) => m.ExpiringPage,
);
// The forms list and the form editor share one chunk.
const loadSetup = () => import('@/features/forms');
export const FormsPage = lazyPage(loadSetup, (m) => m.FormsPage);
export const FormEditorPage = lazyPage(loadSetup, (m) => m.FormEditorPage);
export const PrivilegeCataloguePage = lazyPage(
  () => import('@/features/privileges'),
  (m) => m.PrivilegeCataloguePage,
);
// Its own chunk: the chart library loads with this page only, never with the queue.
export const TurnaroundPage = lazyPage(
  () => import('@/features/turnaround'),
  (m) => m.TurnaroundPage,
);
// The OPPE pages share one chunk (with the chart library, like the turnaround's).
const loadOppe = () => import('@/features/oppe');
export const OppePage = lazyPage(loadOppe, (m) => m.OppePage);
export const OppeReportPage = lazyPage(loadOppe, (m) => m.OppeReportPage);
export const OppeSettingsPage = lazyPage(loadOppe, (m) => m.OppeSettingsPage);
// The platform pages share one chunk: only platform administrators ever load it.
const loadPlatform = () => import('@/features/platform');
export const HospitalsPage = lazyPage(loadPlatform, (m) => m.HospitalsPage);
export const AdminAccountsPage = lazyPage(loadPlatform, (m) => m.AdminAccountsPage);
export const ContactMessagesPage = lazyPage(loadPlatform, (m) => m.ContactMessagesPage);
export const OutboxPage = lazyPage(loadPlatform, (m) => m.OutboxPage);
export const SettingsPage = lazyPage(loadPlatform, (m) => m.SettingsPage);
export const PlatformAuditPage = lazyPage(loadPlatform, (m) => m.PlatformAuditPage);
export const SignInAlertsPage = lazyPage(loadPlatform, (m) => m.SignInAlertsPage);
export const PractitionerTypesPage = lazyPage(loadPlatform, (m) => m.PractitionerTypesPage);
export const SignInActivityPage = lazyPage(
  () => import('@/features/sign-in-activity/sign-in-activity-page'),
  (m) => m.SignInActivityPage,
);
export const VerificationSettingsPage = lazyPage(
  () => import('@/features/verification-settings'),
  (m) => m.VerificationSettingsPage,
);
export const LetterSettingsPage = lazyPage(
  () => import('@/features/decision-letters'),
  (m) => m.LetterSettingsPage,
);
export const TemporaryPrivilegeSettingsPage = lazyPage(
  () => import('@/features/temporary-privileges'),
  (m) => m.TemporaryPrivilegeSettingsPage,
);
export const ApiTokensPage = lazyPage(
  () => import('@/features/api-tokens'),
  (m) => m.ApiTokensPage,
);
export const TelemedicineAgreementsPage = lazyPage(
  () => import('@/features/telemedicine'),
  (m) => m.TelemedicineAgreementsPage,
);
export const DecisionRoutePage = lazyPage(
  () => import('@/features/decision-route'),
  (m) => m.DecisionRoutePage,
);
// The committee's list and file share one chunk: a committee member loads nothing else.
const loadCommittee = () => import('@/features/committee');
export const CommitteeFilesPage = lazyPage(loadCommittee, (m) => m.CommitteeFilesPage);
export const CommitteeFilePage = lazyPage(loadCommittee, (m) => m.CommitteeFilePage);
// Platform administrators only, like the pages above, but with its own upload code: its own chunk.
export const ExclusionListsPage = lazyPage(
  () => import('@/features/exclusion-lists'),
  (m) => m.ExclusionListsPage,
);
export const SetPasswordPage = lazyPage(
  () => import('@/features/invite'),
  (m) => m.SetPasswordPage,
);
const loadSingleSignOn = () => import('@/features/single-sign-on');
export const SsoSignInPage = lazyPage(loadSingleSignOn, (m) => m.SsoSignInPage);
export const SsoDonePage = lazyPage(loadSingleSignOn, (m) => m.SsoDonePage);
export const SsoSettingsPage = lazyPage(loadSingleSignOn, (m) => m.SsoSettingsPage);

const loadIntegrations = () => import('@/features/integrations');
export const IntegrationsPage = lazyPage(loadIntegrations, (m) => m.IntegrationsPage);
export const SecurityPage = lazyPage(
  () => import('@/features/security/components/security-page'),
  (m) => m.SecurityPage,
);
// The meetings list and a meeting's page share one chunk.
const loadMeetings = () => import('@/features/meetings');
export const MeetingsPage = lazyPage(loadMeetings, (m) => m.MeetingsPage);
export const MeetingPage = lazyPage(loadMeetings, (m) => m.MeetingPage);
// The FPPE list, one FPPE and the settings share one chunk.
const loadFppe = () => import('@/features/fppe');
export const FppeListPage = lazyPage(loadFppe, (m) => m.FppeListPage);
export const FppePage = lazyPage(loadFppe, (m) => m.FppePage);
export const FppeSettingsPage = lazyPage(loadFppe, (m) => m.FppeSettingsPage);
// Open, for evaluators without an account: its own chunk, without the office's pages.
export const EvaluatePage = lazyPage(
  () => import('@/features/fppe/components/evaluate-page'),
  (m) => m.EvaluatePage,
);
