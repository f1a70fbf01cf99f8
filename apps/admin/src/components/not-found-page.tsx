import { NotFoundPage as SharedNotFoundPage } from '@docapply/ui';
import { paths } from '@/config/paths';

/** Any path the admin site does not know: back to the sign-in page. */
export function NotFoundPage() {
  return (
    <SharedNotFoundPage
      message="The page you are looking for does not exist or has moved. Start again from the sign-in page."
      homeHref={paths.home.getHref()}
      actionLabel="Go to the sign-in page"
    />
  );
}
