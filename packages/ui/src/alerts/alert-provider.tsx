import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LOADER_MESSAGE } from '@docapply/contracts';
import { getErrorMessage, isApiError } from '../api/api-error';
import { AlertHost } from './alert-host';
import { CLOSED_ALERT, type TAlert, type TAlertContext, type TShowAlertOptions } from './alert-types';

const AlertContext = createContext<TAlertContext | null>(null);

export type TAlertProviderProps = { children: ReactNode };

/** Holds the one current alert and renders it. Must sit inside the router (alerts can navigate). */
export function AlertProvider({ children }: TAlertProviderProps) {
  const [alert, setAlert] = useState<TAlert>(CLOSED_ALERT);
  const nextId = useRef(1);

  const showAlert = useCallback((options: TShowAlertOptions) => {
    const id = nextId.current++;
    setAlert({
      id,
      isOpen: true,
      type: options.type,
      message: options.message ?? (options.type === 'loader' ? DEFAULT_LOADER_MESSAGE : ''),
      navigateLink: options.navigateLink,
      navigateState: options.navigateState,
    });
  }, []);

  const showLoader = useCallback(
    (message?: string) => showAlert({ type: 'loader', message: message || DEFAULT_LOADER_MESSAGE }),
    [showAlert],
  );

  const dismissAlert = useCallback(() => setAlert(CLOSED_ALERT), []);

  const showApiError = useCallback<TAlertContext['showApiError']>(
    (error, options = {}) => {
      if (options.isRead && isApiError(error) && error.statusCode === 404) {
        dismissAlert();
        return;
      }
      showAlert({ type: 'error', message: getErrorMessage(error) });
    },
    [dismissAlert, showAlert],
  );

  const value = useMemo<TAlertContext>(
    () => ({ alert, showAlert, showLoader, dismissAlert, showApiError }),
    [alert, showAlert, showLoader, dismissAlert, showApiError],
  );

  return (
    <AlertContext.Provider value={value}>
      {children}
      <AlertHost alert={alert} onDiscard={dismissAlert} />
    </AlertContext.Provider>
  );
}

export function useAlert(): TAlertContext {
  const context = useContext(AlertContext);
  if (!context) {
    throw new Error('useAlert must be used inside <AlertProvider>');
  }
  return context;
}
