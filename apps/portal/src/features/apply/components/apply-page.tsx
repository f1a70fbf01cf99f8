import { Suspense, useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { FullScreenLoader, lazyComponent } from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import { useOpenApplication } from '../api/open-application';
import { ApplicationEditor } from './application-editor';

// The page is one of two: the picker's code (its cards and their loading state) comes only without
// a hospital, the application's only with one.
const HospitalPicker = lazyComponent(
  () => import('./hospital-picker'),
  (module) => module.HospitalPicker,
);

function OpenApplication({ hospitalId }: { hospitalId: string }) {
  const application = useOpenApplication(hospitalId);
  // Opened from the list of hospitals only the address's query changes, so the route's
  // scroll-to-top does not run: the application shows from its top all the same.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (application.isPending) {
    return <FullScreenLoader message="Opening your application..." />;
  }
  if (!application.data) {
    return (
      <PageSection title="Apply">
        We could not open an application at this hospital. Please go back and try again.
      </PageSection>
    );
  }
  return <ApplicationEditor summary={application.data} />;
}

/** /apply?hospital=ID: the application at that hospital; without a hospital, a picker first. */
export function ApplyPage() {
  const [searchParams] = useSearchParams();
  const hospitalId = searchParams.get('hospital');
  return hospitalId ? (
    <OpenApplication key={hospitalId} hospitalId={hospitalId} />
  ) : (
    <Suspense fallback={<FullScreenLoader />}>
      <HospitalPicker />
    </Suspense>
  );
}
