import { useSearchParams } from 'react-router';
import { Alert } from '@mui/material';
import { isApiError } from '@docapply/ui';
import { SupervisionAnswer } from '@/components/supervision/supervision-answer';
import { useAnswerSupervisionLink, useSupervisionLink } from '../api/supervision-link';
import { LinkLoading } from './link-loading';
import { LinkProblem } from './link-problem';
import { OpenLinkFrame } from './open-link-frame';

const TITLE = 'Supervising or collaborating physician';

/** /supervision?token=: the physician confirms or declines by the emailed link (no account needed). */
export function SupervisionPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useSupervisionLink(token);
  const answer = useAnswerSupervisionLink(token);

  if (answer.data) {
    return (
      <OpenLinkFrame title={TITLE} maxWidth="sm">
        <Alert severity="success" role="status">
          {answer.data.message}
        </Alert>
      </OpenLinkFrame>
    );
  }
  if (!token) {
    return <LinkProblem message="This link is not valid" />;
  }
  if (link.isPending) {
    return <LinkLoading title={TITLE} message="Checking your link..." />;
  }
  if (!link.data) {
    const error = link.error;
    return (
      <LinkProblem
        message={isApiError(error) ? error.message : 'The link could not be checked.'}
        onRetry={isApiError(error) && error.statusCode < 500 ? undefined : () => void link.refetch()}
      />
    );
  }
  return (
    <OpenLinkFrame title={TITLE} eyebrow={link.data.hospitalName}>
      <SupervisionAnswer
        request={link.data}
        headingLevel="h2"
        isPending={answer.isPending}
        onAnswer={(body) => answer.mutateAsync(body)}
      />
    </OpenLinkFrame>
  );
}
