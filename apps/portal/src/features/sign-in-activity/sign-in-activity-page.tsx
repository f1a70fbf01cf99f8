import { SignInActivity } from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import { paths } from '@/config/paths';

/** /account/sign-in-activity: the account's recent sign-ins, and signing them out. */
export function SignInActivityPage() {
  return (
    <PageSection
      title="Sign-in activity"
      intro="Where and when your account was signed in during the last 90 days. Sign out any device you no longer use."
    >
      <SignInActivity signInHref={paths.login.getHref()} />
    </PageSection>
  );
}
