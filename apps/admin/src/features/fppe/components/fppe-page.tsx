import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Button, Link, Stack } from '@mui/material';
import type { TFppeDetail } from '@docapply/contracts';
import { paths } from '@/config/paths';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useFppe } from '../api/get-fppe';
import { AdjustPlanDialog } from './adjust-plan-dialog';
import { ConcludeDialog } from './conclude-dialog';
import { ConclusionCard } from './conclusion-card';
import { ReferralDecisionDialog } from './referral-decision-dialog';
import { EvaluationsCard } from './evaluations-card';
import { EvaluatorsCard } from './evaluators-card';
import { FppeState } from './fppe-status';
import { OpenForCauseDialog } from './open-for-cause-dialog';
import { PlanCard } from './plan-card';

type TDialog = 'adjust' | 'conclude' | 'decide' | 'for-cause' | null;

/** Back to the hospital's list, and the FPPE this one extends. */
function FppeLinks({ fppe }: { fppe: TFppeDetail }) {
  const listHref = paths.fppeList.getHref(new URLSearchParams({ hospital: fppe.hospitalId }).toString());
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Link component={RouterLink} to={listHref}>
        All FPPEs at this hospital
      </Link>
      {fppe.previousId ? (
        <Link component={RouterLink} to={paths.fppe.getHref(fppe.previousId)}>
          The FPPE it extends
        </Link>
      ) : null}
    </Stack>
  );
}

function FppeView({ fppe }: { fppe: TFppeDetail }) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const isOpen = fppe.state === 'open';
  const canChange = fppe.canManage && isOpen;
  return (
    <Stack spacing={6}>
      <FppeLinks fppe={fppe} />
      <PageHeading
        title={`FPPE: ${fppe.practitioner.name} — ${fppe.privilege.name}`}
        description={`${fppe.privilege.department} · focused professional practice evaluation`}
        action={<FppeState fppe={fppe} />}
      />
      {fppe.referral?.canDecide ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Button variant="contained" onClick={() => setDialog('decide')}>
            Record the decision
          </Button>
        </Stack>
      ) : null}
      {fppe.canManage ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {isOpen ? (
            <Button variant="contained" onClick={() => setDialog('conclude')}>
              Conclude FPPE
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => setDialog('for-cause')}>
              Open for-cause FPPE
            </Button>
          )}
        </Stack>
      ) : null}
      <ConclusionCard fppe={fppe} />
      <PlanCard fppe={fppe} onAdjust={canChange ? () => setDialog('adjust') : undefined} />
      <EvaluatorsCard fppe={fppe} canManage={canChange} />
      <EvaluationsCard fppe={fppe} />
      {dialog === 'adjust' ? <AdjustPlanDialog fppe={fppe} onClose={close} /> : null}
      {dialog === 'conclude' ? <ConcludeDialog fppe={fppe} onClose={close} /> : null}
      {dialog === 'decide' ? <ReferralDecisionDialog fppe={fppe} onClose={close} /> : null}
      {dialog === 'for-cause' ? (
        <OpenForCauseDialog hospitalId={fppe.hospitalId} subject={fppe} onClose={close} />
      ) : null}
    </Stack>
  );
}

/** /fppe/{id}: one FPPE's plan, evaluators and evaluations; the office or the chair manages and concludes it. */
export function FppePage() {
  const { id = '' } = useParams();
  const fppe = useFppe(id);
  return (
    <PageContainer>
      {fppe.isPending ? <LoadingState label="Loading the FPPE..." /> : null}
      {fppe.isError ? <ErrorState error={fppe.error} onRetry={() => void fppe.refetch()} /> : null}
      {fppe.data ? <FppeView fppe={fppe.data} /> : null}
    </PageContainer>
  );
}
