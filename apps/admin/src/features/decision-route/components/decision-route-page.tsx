import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useDecisionRoute } from '../api/decision-route-api';
import { DecisionRouteForm } from './decision-route-form';

/**
 * /decision-route: for one of the administrator's hospitals (`?hospital=`), the steps an
 * application's decision goes through (department chair, committees, board), in order.
 */
export function DecisionRoutePage() {
  return (
    <HospitalSettingsPage
      title="Decision route"
      description="Who recommends on each application once it is verified, in order. The last step decides."
      loadingLabel="Loading the decision route..."
      useSettings={useDecisionRoute}
      renderForm={(hospital, route) => (
        <DecisionRouteForm hospitalId={hospital.id} hospitalName={hospital.name} route={route} />
      )}
    />
  );
}
