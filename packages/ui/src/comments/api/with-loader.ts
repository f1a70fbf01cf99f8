import type { TAlertContext } from '../../alerts/alert-types';

export type TLoaderAlerts = Pick<TAlertContext, 'showLoader' | 'dismissAlert'>;

/** Spec section 7: a loader alert shows during every comment call and is discarded after it. */
export async function withLoader<T>(
  alerts: TLoaderAlerts,
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  alerts.showLoader(message);
  try {
    return await call();
  } finally {
    alerts.dismissAlert();
  }
}
