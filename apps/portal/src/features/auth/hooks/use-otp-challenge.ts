import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZVerifyUserResponse, type TVerifyUserResponse } from '@docapply/contracts';

/** What /otp needs: the sign-in attempt, the address the code went to, and when it arrived here. */
const ZOtpChallenge = ZVerifyUserResponse.extend({ email: z.string(), receivedAt: z.number() });
export type TOtpChallenge = z.infer<typeof ZOtpChallenge>;

// sessionStorage, not localStorage: the attempt belongs to this tab and ends with it.
const STORAGE_KEY = 'docapply.otp-challenge';

export function createOtpChallenge(response: TVerifyUserResponse, email: string): TOtpChallenge {
  return {
    challenge: response.challenge,
    expiresAt: response.expiresAt,
    otpMinutes: response.otpMinutes,
    message: response.message,
    email,
    receivedAt: Date.now(),
  };
}

export function saveOtpChallenge(challenge: TOtpChallenge): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(challenge));
  } catch {
    // Storage disabled: router state still carries the challenge until a reload.
  }
}

export function clearOtpChallenge(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The challenge from router state, else from this tab's storage (a reload of /otp). */
export function readOtpChallenge(routerState: unknown): TOtpChallenge | null {
  const fromState = ZOtpChallenge.safeParse(routerState);
  if (fromState.success) {
    return fromState.data;
  }
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const fromStorage = ZOtpChallenge.safeParse(raw ? JSON.parse(raw) : null);
    return fromStorage.success ? fromStorage.data : null;
  } catch {
    return null;
  }
}

/**
 * When the code stops working, by this browser's clock: the lifetime counted from when the
 * answer arrived, so a server clock that differs from this one does not shorten the countdown.
 */
export function getOtpDeadline(challenge: TOtpChallenge): number {
  if (challenge.otpMinutes > 0) {
    return challenge.receivedAt + challenge.otpMinutes * 60_000;
  }
  return Date.parse(challenge.expiresAt);
}

/** The current sign-in attempt on /otp; a resend replaces it everywhere a reload would look. */
export function useOtpChallenge() {
  const location = useLocation();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState(() => readOtpChallenge(location.state));

  const replaceChallenge = useCallback(
    (next: TOtpChallenge) => {
      saveOtpChallenge(next);
      setChallenge(next);
      // History state survives a reload too, so it must not keep the old attempt.
      void navigate(location.pathname, { replace: true, state: next });
    },
    [location.pathname, navigate],
  );

  return { challenge, replaceChallenge };
}
