import { NotFoundPage as SharedNotFoundPage } from '@docapply/ui';
import { paths } from '@/config/paths';

/** Any path the portal does not know: back to the home page. */
export function NotFoundPage() {
  return (
    <SharedNotFoundPage
      message="The page you are looking for does not exist or has moved. Check the address, or start again from the home page."
      homeHref={paths.home.getHref()}
      actionLabel="Go to the home page"
    />
  );
}
