export { PHONE_MEDIA_QUERY, theme } from './theme/theme';
export { AppThemeProvider, type TAppThemeProviderProps } from './theme/app-theme-provider';
export { loadSiteConfig } from './config/site-config';
export { SiteProviders, createSiteProvider, type TSiteProvidersProps } from './boot/site-providers';
export { bootSite, type TBootSiteOptions } from './boot/boot-site';
export { useIsPrerendering } from './boot/prerendering';
export type { TFirstCallsRoute } from './boot/first-calls';
export {
  SiteConfigProvider,
  useSiteConfig,
  type TSiteConfigProviderProps,
} from './config/site-config-context';
export {
  clearStorage,
  createAuthStorage,
  readStorage,
  writeStorage,
  type TAuthStorage,
  type TAuthStorageKeys,
} from './auth/auth-storage';
export { ApiError, getErrorMessage, isApiError, isCancelledError } from './api/api-error';
export {
  createApiClient,
  type TApiClient,
  type TBodyArgs,
  type TCreateApiClientOptions,
  type TDownloadedFile,
  type TUploadOptions,
} from './api/api-client';
export { serializeParams, type TQueryParams } from './api/query-params';
export { createFilePath } from './api/file-paths';
export { saveBlob } from './api/save-blob';
export { useObjectUrl } from './api/use-object-url';
export { useDeferredQueryData } from './api/use-deferred-query-data';
export { createDeferredApiClient, type TDeferredApiClient } from './api/deferred-api-client';
export { ApiProvider, useApi, type TApiProviderProps } from './api/api-context';
export { createQueryClient, retryDelay } from './api/query-client';
export { AlertProvider, useAlert, type TAlertProviderProps } from './alerts/alert-provider';
export {
  ALERT_TYPES,
  type TAlert,
  type TAlertContext,
  type TAlertType,
  type TShowAlertOptions,
  type TShowApiErrorOptions,
} from './alerts/alert-types';
export { FullScreenLoader, type TFullScreenLoaderProps } from './components/full-screen-loader';
export { ScrollToTop } from './components/scroll-to-top';
export { FactList, type TFact } from './components/fact-list';
export { PublicRoute, type TPublicRouteProps } from './routes/public-route';
export { PrivateRoute, type TPrivateRouteProps } from './routes/private-route';
export {
  lazyComponent,
  preloadOnIntent,
  lazyPage,
  lazyRoute,
  preloadRoute,
  renderLazy,
  type TLazyComponent,
  type TLazyPage,
} from './routes/lazy-page';
export { FIRST_INPUT_EVENTS, loadOnce } from './routes/load-once';
export { Field } from './field/field';
export type { TFieldProps } from './field/field-types';
export { FormRenderer } from './forms/form-renderer';
export { AnswersView, type TAnswersViewProps } from './forms/answers-view';
export { formatAnswer, NOT_ANSWERED } from './forms/format-answer';
export { ChangedAnswersProvider, type TChangedAnswers } from './forms/changed-answers';
export { setAnswerAt } from './forms/answer-paths';
export type { TFormRendererProps, TRenderFile, TRenderFileProps } from './forms/form-renderer-types';
export { FormField, type TFormFieldProps } from './form-kit/form-field';
export { FormFieldGrid, type TFormFieldGridProps, type TFormFieldRow } from './form-kit/form-field-grid';
export { setServerFieldErrors, showFormError } from './form-kit/form-errors';
export { useFieldValidity } from './form-kit/use-field-validity';
export { wholeNumberText } from './form-kit/whole-number-text';
export { AuthCard, type TAuthCardProps } from './sign-in/auth-card';
export { LoginForm, type TLoginFormProps } from './sign-in/login-form';
export { OtpCard, type TOtpCardProps } from './sign-in/otp-card';
export { OtpForm, type TOtpFormProps } from './sign-in/otp-form';
export { AccountSecurityPage, type TAccountSecurityPageProps } from './security/account-security-page';
export { signWithPasskey } from './security/passkey-ceremony';
export { StepUpDialog, type TStepUpDialogProps } from './security/step-up-dialog';
export { isStepUpRequired } from './security/step-up-api';
export {
  createOtpChallenge,
  createOtpChallengeStore,
  getOtpDeadline,
  useOtpChallenge,
  type TOtpChallenge,
  type TOtpChallengeStore,
} from './sign-in/otp-challenge';
export { useResendOtp, useVerifyOtp, useVerifyUser, type TVerifyUserBody } from './sign-in/sign-in-api';
export { ForgotPasswordCard, type TForgotPasswordCardProps } from './password-reset/forgot-password-card';
export { ForgotPasswordForm, type TForgotPasswordFormProps } from './password-reset/forgot-password-form';
export { NewPasswordForm, type TNewPasswordFormProps } from './password-reset/new-password-form';
export { ResetPasswordCard, type TResetPasswordCardProps } from './password-reset/reset-password-card';
export { ResetPasswordForm, type TResetPasswordFormProps } from './password-reset/reset-password-form';
export {
  SessionProvider,
  formatUserName,
  useSession,
  type TSessionContext,
  type TSessionProviderProps,
} from './sign-in/session';
export { formatCountdown, useCountdown } from './sign-in/use-countdown';
export { StatusChip, type TStatusChipProps } from './status/status-chip';
export { StatusTimeline } from './status/status-timeline';
export { StatusWordsProvider, useStatusWords, type TStatusWords } from './status/status-words';
export { RequestStateChip } from './status/request-state-chip';
export { CommentsPanel, type TCommentsPanelProps } from './comments/comments-panel';
export { AccountMenu, type TAccountMenuProps } from './shell/account-menu';
export { MobileNav } from './shell/mobile-nav';
export { NavLinkButton, getNavButtonSx, type TNavLink } from './shell/nav-link-button';
export { NotFoundPage, type TNotFoundPageProps } from './shell/not-found-page';
export { useHasOpened, useIsOpenAfterMount } from './shell/use-is-open-after-mount';
export { useLogout } from './shell/use-logout';
export { VISUALLY_HIDDEN_SX, VisuallyHidden } from './shell/visually-hidden';
export { AuditChanges } from './audit/audit-changes';
export { formatAuditValue, getAuditChanges, toFieldLabel, type TAuditChange } from './audit/audit-values';
export { ConfirmDialog } from './dialogs/confirm-dialog';
export { FormDialog, type TFormDialogProps } from './dialogs/form-dialog';
export { useFormSubmit } from './dialogs/use-form-submit';
export { LazySelect, type TLazySelectProps, type TSelectOption } from './filters/lazy-select';
export { PlainTextField } from './filters/plain-text-field';
export { SEARCH_DELAY_MS, SearchField } from './filters/search-field';
export { urlChoice, urlCount, urlDay, urlList, urlOneOf, urlText } from './filters/url-params';
export { urlUuid } from './filters/url-uuid';
export { useUrlFilters, type TUrlFilterValues, type TUrlFiltersConfig } from './filters/use-url-filters';
export {
  NO_VALUE,
  formatCount,
  formatDay,
  formatFileSize,
  formatMoment,
  type TNounForms,
} from './format/format';
export { usePreparedNumberFormats } from './format/use-prepared-number-formats';
export { SectionCard, type TSectionCardProps } from './shell/section-card';
export { SITE_HEADER_HEIGHT_VAR, useStickyBar } from './shell/sticky-bars';
export { AppointmentCard, describeAppointment } from './appointments/appointment-card';
export { StatusLine } from './status/status-line';
export { FormSectionCards } from './application-view/form-section-cards';
export { PrivilegeAnswers } from './application-view/privilege-answers';
export { RequestContact } from './status/request-contact';
export { RequestReminders, formatReminders } from './status/request-reminders';
export { LogoMark } from './shell/logo-mark';
export { focusHeading, useFocusOnChange } from './focus/use-focus-on-change';
export { DocumentRow, getDocumentName, type TDocumentRowProps } from './documents/document-row';
export { FileViewerActions } from './documents/file-viewer-actions';
export { PdfDownloadButton } from './documents/pdf-download-button';
export { DocumentViewer, type TDocumentViewerProps } from './documents/document-viewer';
export { documentQueryOptions, useDocument } from './documents/use-document';
export { DataTable, type TDataTableProps, type TTableColumn } from './tables/data-table';
export { TablePager, type TTablePagerProps } from './tables/table-pager';
export { useLiveUpdates, type TUseLiveUpdatesOptions } from './live/use-live-updates';
export type { TLiveQueries } from './live/live-refresh';
export { SignInActivity, type TSignInActivityProps } from './sign-in-activity/sign-in-activity';
