/** Alert state (spec sections 3 and 4): created open, discarded back to closed and empty. */
export const ALERT_TYPES = ['loader', 'error', 'warning', 'info', 'success'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];

export type TAlert = {
  /** Changes with every alert shown, so a repeated message restarts its timers. */
  id: number;
  isOpen: boolean;
  message: string;
  type: TAlertType;
  navigateLink?: string;
  navigateState?: unknown;
};

export type TShowAlertOptions = {
  type: TAlertType;
  message?: string;
  navigateLink?: string;
  navigateState?: unknown;
};

export type TShowApiErrorOptions = {
  /** A read call: a 404 then means "nothing yet" and shows no error. */
  isRead?: boolean;
};

export type TAlertContext = {
  alert: TAlert;
  showAlert(options: TShowAlertOptions): void;
  showLoader(message?: string): void;
  dismissAlert(): void;
  showApiError(error: unknown, options?: TShowApiErrorOptions): void;
};

export const CLOSED_ALERT: TAlert = { id: 0, isOpen: false, message: '', type: 'info' };
