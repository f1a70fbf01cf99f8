import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOADER_MESSAGE } from '@docapply/contracts';
import { getErrorMessage, isApiError } from '../api/api-error';
import { FIRST_INPUT_EVENTS, loadOnce } from '../routes/load-once';
import type { TAlertHostProps } from './alert-host';
import { CLOSED_ALERT, type TAlert, type TAlertContext, type TShowAlertOptions } from './alert-types';

const AlertContext = createContext<TAlertContext | null>(null);

type TAlertHost = (props: TAlertHostProps) => ReactNode;

/**
 * The alert host's code (MUI's Snackbar, Alert, Modal and the loader) is not part of a first
 * load: it downloads at the visitor's first press of a key or pointer (what leads to an alert
 * nearly always starts with one), or with the first alert, whichever comes first.
 */
const hostCode = loadOnce<TAlertHost>(() => import('./alert-host').then((module) => module.AlertHost));

/** Loads the alert host's code once (again after a failed download); resolves when it is in. */
export const loadAlertHost = hostCode.load;

export type TAlertProviderProps = { children: ReactNode };

/** Holds the one current alert and renders it. Must sit inside the router (alerts can navigate). */
export function AlertProvider({ children }: TAlertProviderProps) {
  const [alert, setAlert] = useState<TAlert>(CLOSED_ALERT);
  const nextId = useRef(1);
  const [Host, setHost] = useState<TAlertHost | null>(hostCode.loaded);

  useEffect(() => {
    if (Host) {
      return undefined;
    }
    const load = () => {
      loadAlertHost().then(
        (host) => setHost(() => host),
        (error: unknown) => console.error(error),
      );
    };
    if (alert.isOpen) {
      load();
      return undefined;
    }
    for (const type of FIRST_INPUT_EVENTS) {
      window.addEventListener(type, load, { capture: true, passive: true, once: true });
    }
    return () => {
      for (const type of FIRST_INPUT_EVENTS) {
        window.removeEventListener(type, load, { capture: true });
      }
    };
  }, [Host, alert.isOpen]);

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
      {Host ? <Host alert={alert} onDiscard={dismissAlert} /> : null}
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
