export { theme } from './theme/theme';
export { AppThemeProvider, type TAppThemeProviderProps } from './theme/app-theme-provider';
export { loadSiteConfig } from './config/site-config';
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
export { ApiError, getErrorMessage, isApiError } from './api/api-error';
export {
  createApiClient,
  serializeParams,
  type TApiClient,
  type TCreateApiClientOptions,
  type TQueryParams,
} from './api/api-client';
export { ApiProvider, useApi, type TApiProviderProps } from './api/api-context';
export { createQueryClient } from './api/query-client';
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
export { PublicRoute, type TPublicRouteProps } from './routes/public-route';
export { PrivateRoute, type TPrivateRouteProps } from './routes/private-route';
export { Field } from './field/field';
export type { TFieldProps } from './field/field-types';
export { FormRenderer } from './forms/form-renderer';
export { AnswersView, type TAnswersViewProps } from './forms/answers-view';
export { formatAnswer, NOT_ANSWERED } from './forms/format-answer';
export { setAnswerAt } from './forms/answer-paths';
export type { TFormRendererProps, TRenderFile, TRenderFileProps } from './forms/form-renderer-types';
export { FormField, type TFormFieldProps } from './form-kit/form-field';
export { setServerFieldErrors, showFormError } from './form-kit/form-errors';
export { useFieldValidity } from './form-kit/use-field-validity';
export { AuthCard, type TAuthCardProps } from './sign-in/auth-card';
export { LoginForm, type TLoginFormProps } from './sign-in/login-form';
export { OtpCard, type TOtpCardProps } from './sign-in/otp-card';
export { OtpForm, type TOtpFormProps } from './sign-in/otp-form';
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
export { RequestStateChip } from './status/request-state-chip';
export { CommentsPanel, type TCommentsPanelProps } from './comments/comments-panel';
