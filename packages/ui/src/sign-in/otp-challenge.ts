import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZSignInFactors, ZVerifyUserResponse, type TVerifyUserResponse } from '@docapply/contracts';

const EMAIL_CODE_ONLY = { totp: false, passkey: false, recoveryCode: false, emailCode: true };

/**
 * What the code page needs: the sign-in attempt, the address the code went to, and when it arrived.
 * An attempt kept by an older version of the site (before second factors) reads as an emailed code.
 */
const ZOtpChallenge = ZVerifyUserResponse.extend({
  email: z.string(),
  receivedAt: z.number(),
  isCodeSent: z.boolean().default(true),
  factors: ZSignInFactors.default(EMAIL_CODE_ONLY),
});
export type TOtpChallenge = z.infer<typeof ZOtpChallenge>;

/** One site's current sign-in attempt, kept for this tab so reloading the code page does not lose it. */
export type TOtpChallengeStore = {
  save(challenge: TOtpChallenge): void;
  clear(): void;
  /** The challenge from router state, else from this tab's storage (a reload of the code page). */
  read(routerState: unknown): TOtpChallenge | null;
};

/**
 * sessionStorage, not localStorage: the attempt belongs to this tab and ends with it. Each site
 * has its own key, as both are served from one origin.
 */
export function createOtpChallengeStore(storageKey: string): TOtpChallengeStore {
  return {
    save(challenge) {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(challenge));
      } catch {
        // Storage disabled: router state still carries the challenge until a reload.
      }
    },
    clear() {
      try {
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // Nothing was stored.
      }
    },
    read(routerState) {
      const fromState = ZOtpChallenge.safeParse(routerState);
      if (fromState.success) {
        return fromState.data;
      }
      try {
        const raw = window.sessionStorage.getItem(storageKey);
        const fromStorage = ZOtpChallenge.safeParse(raw ? JSON.parse(raw) : null);
        return fromStorage.success ? fromStorage.data : null;
      } catch {
        return null;
      }
    },
  };
}

export function createOtpChallenge(response: TVerifyUserResponse, email: string): TOtpChallenge {
  // Parsed, so that an answer without the second-factor fields reads as an emailed code.
  return ZOtpChallenge.parse({ ...response, email, receivedAt: Date.now() });
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

/** The current sign-in attempt on the code page; a resend replaces it everywhere a reload would look. */
export function useOtpChallenge(store: TOtpChallengeStore) {
  const location = useLocation();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState(() => store.read(location.state));

  const replaceChallenge = useCallback(
    (next: TOtpChallenge) => {
      store.save(next);
      setChallenge(next);
      // History state survives a reload too, so it must not keep the old attempt.
      void navigate(location.pathname, { replace: true, state: next });
    },
    [store, location.pathname, navigate],
  );

  return { challenge, replaceChallenge };
}
