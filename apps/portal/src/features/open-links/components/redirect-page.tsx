import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useShortLink } from '../api/get-short-link';
import { describeLinkError, isFinalLinkError } from './link-error';
import { LinkLoading } from './link-loading';
import { LinkProblem } from './link-problem';

/** Only paths of this site: a short link can never send anyone elsewhere. */
export function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** /redirect?c=CODE: the emailed short link; resolves it and moves on to its page. */
export function RedirectPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('c')?.trim() ?? '';
  const navigate = useNavigate();
  const link = useShortLink(code);
  const target = link.data?.target;
  const isSafe = target !== undefined && isSitePath(target);

  useEffect(() => {
    if (target && isSitePath(target)) {
      void navigate(target, { replace: true });
    }
  }, [target, navigate]);

  if (!code) {
    return (
      <LinkProblem
        title="This link is incomplete"
        message="The link is missing its code. Open it again from your email, or copy the whole address."
      />
    );
  }
  if (link.isError) {
    const { title, message } = describeLinkError(link.error);
    return (
      <LinkProblem
        title={title}
        message={message}
        onRetry={isFinalLinkError(link.error) ? undefined : () => void link.refetch()}
      />
    );
  }
  if (target !== undefined && !isSafe) {
    return (
      <LinkProblem title="This link is not valid" message="This link does not lead to a page of this site." />
    );
  }
  return <LinkLoading title="Opening your link" message="One moment while we check your link…" />;
}
