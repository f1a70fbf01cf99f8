export { SsoDonePage } from './components/sso-done-page';
export { SsoSettingsPage } from './components/sso-settings-page';
export { SsoSignInPage } from './components/sso-sign-in-page';
