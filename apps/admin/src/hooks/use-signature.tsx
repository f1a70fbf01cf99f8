import { useRef, useState } from 'react';
import { StepUpDialog, isStepUpRequired } from '@docapply/ui';

type TSignatureOptions = {
  /** The dialog's button word: Submit, Vote. */
  action: string;
  intro: string;
};

/**
 * A signed request (a person step's recommendation, a member's vote): sent at once; when the API
 * asks for a fresh second factor (STEP_UP_REQUIRED), "Confirm it is you" opens and, once confirmed,
 * the same request is sent again. `sign` resolves to null when the user closes the dialog instead.
 */
export function useSignature({ action, intro }: TSignatureOptions) {
  const [isAsking, setIsAsking] = useState(false);
  const answer = useRef<((isConfirmed: boolean) => void) | null>(null);

  const sign = async <T,>(send: () => Promise<T>): Promise<T | null> => {
    try {
      return await send();
    } catch (error) {
      if (!isStepUpRequired(error)) {
        throw error;
      }
    }
    const isConfirmed = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setIsAsking(true);
    });
    return isConfirmed ? send() : null;
  };

  const finish = (isConfirmed: boolean) => {
    setIsAsking(false);
    answer.current?.(isConfirmed);
    answer.current = null;
  };

  const dialog = isAsking ? (
    <StepUpDialog
      site="admin"
      action={action}
      intro={intro}
      onConfirmed={() => finish(true)}
      onClose={() => finish(false)}
    />
  ) : null;
  return { sign, dialog };
}
