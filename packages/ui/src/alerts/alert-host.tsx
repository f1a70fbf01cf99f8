import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Modal from '@mui/material/Modal';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ALERT_AUTO_HIDE_MS, ALERT_NAVIGATE_DELAY_MS } from '@docapply/contracts';
import { LoaderContent } from '../components/loader-content';
import type { TAlert } from './alert-types';

export type TAlertHostProps = { alert: TAlert; onDiscard: () => void };

/** Success uses the brand colours; the other types keep MUI's meaning colours. */
const SUCCESS_SX = { bgcolor: 'primary.main', color: 'primary.contrastText' } as const;

/** Renders the current alert exactly as spec section 4 describes. */
export function AlertHost({ alert, onDiscard }: TAlertHostProps) {
  const navigate = useNavigate();
  // The last open alert stays rendered while the snackbar animates out.
  const [shown, setShown] = useState(alert);
  if (alert.isOpen && alert !== shown) {
    setShown(alert);
  }

  const finish = useCallback(() => {
    if (alert.navigateLink) {
      void navigate(alert.navigateLink, { state: alert.navigateState });
    }
    onDiscard();
  }, [alert.navigateLink, alert.navigateState, navigate, onDiscard]);

  // Remembers the alert already sent on its way, so a re-run effect (StrictMode) cannot navigate twice.
  const navigatedId = useRef(0);
  useEffect(() => {
    if (!alert.isOpen || !alert.navigateLink || navigatedId.current === alert.id) {
      return undefined;
    }
    if (!alert.message) {
      navigatedId.current = alert.id;
      finish();
      return undefined;
    }
    const timer = setTimeout(finish, ALERT_NAVIGATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [alert.id, alert.isOpen, alert.message, alert.navigateLink, finish]);

  const handleSnackbarClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    finish();
  };

  const isLoader = shown.type === 'loader';
  return (
    <>
      <Modal
        open={alert.isOpen && alert.type === 'loader'}
        // No onClose: neither Escape nor a click on the backdrop ends a blocking loader.
        slots={{ backdrop: Backdrop }}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <LoaderContent message={alert.message} />
      </Modal>
      {/* In a portal of its own, opened after any drawer, so a side panel never hides it from screen readers. */}
      <Portal>
        <Snackbar
          key={shown.id}
          open={alert.isOpen && !isLoader && alert.id === shown.id}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={ALERT_AUTO_HIDE_MS}
          onClose={handleSnackbarClose}
        >
          <Alert
            severity={shown.type === 'loader' ? 'info' : shown.type}
            variant="filled"
            onClose={finish}
            sx={shown.type === 'success' ? SUCCESS_SX : undefined}
          >
            {shown.message}
          </Alert>
        </Snackbar>
      </Portal>
    </>
  );
}
