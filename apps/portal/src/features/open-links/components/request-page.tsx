import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Typography } from '@mui/material';
import type { TRequestKind, TRespondResponse } from '@docapply/contracts';
import { useLinkValues } from '../api/get-link-values';
import { KIND_TEXTS } from '../request-kinds';
import { AlreadyAnswered } from './already-answered';
import { describeLinkError, isFinalLinkError } from './link-error';
import { LinkLoading } from './link-loading';
import { LinkProblem } from './link-problem';
import { OpenLinkFrame } from './open-link-frame';
import { RequestForm } from './request-form';
import { ThankYou } from './thank-you';

/** /reference?token= and /alternativeCoverage?token=: answer or decline without an account. */
function RequestPage({ kind }: { kind: TRequestKind }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const linkValues = useLinkValues(token);
  const [outcome, setOutcome] = useState<TRespondResponse | null>(null);
  const [goneError, setGoneError] = useState<unknown>(null);

  if (!token) {
    return (
      <LinkProblem
        title="This link is incomplete"
        message="The link is missing its code. Open it again from your email, or copy the whole address."
      />
    );
  }
  const failure = goneError ?? (linkValues.isError ? linkValues.error : null);
  if (failure) {
    const { title, message } = describeLinkError(failure);
    const canRetry = !goneError && !isFinalLinkError(failure);
    return (
      <LinkProblem
        title={title}
        message={message}
        onRetry={canRetry ? () => void linkValues.refetch() : undefined}
      />
    );
  }
  const values = linkValues.data;
  if (!values) {
    return <LinkLoading title="Opening your request" message="One moment while we load the form…" />;
  }
  if (values.purpose !== kind) {
    return (
      <LinkProblem
        title="This link is not valid"
        message="This link belongs to a different kind of request."
      />
    );
  }
  if (values.state !== 'opened') {
    return <AlreadyAnswered values={values} />;
  }
  if (outcome) {
    return <ThankYou values={values} isDeclined={outcome.state === 'declined'} message={outcome.message} />;
  }
  const texts = KIND_TEXTS[kind];
  return (
    <OpenLinkFrame title={texts.title(values)} eyebrow={values.hospital.name}>
      <Typography sx={{ mb: 2 }}>Hello {values.personName},</Typography>
      <Typography color="text.secondary" sx={{ mb: 8 }}>
        {texts.intro(values)} No account is needed.
      </Typography>
      <RequestForm kind={kind} token={token} values={values} onDone={setOutcome} onGone={setGoneError} />
    </OpenLinkFrame>
  );
}

export function ReferencePage() {
  return <RequestPage kind="reference" />;
}

export function AlternativeCoveragePage() {
  return <RequestPage kind="coverage" />;
}
