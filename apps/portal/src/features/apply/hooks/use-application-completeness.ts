import { useMemo } from 'react';
import {
  computeApplicationPart,
  summariseCompleteness,
  withSupervision,
  type TCompletenessSummary,
  type TFormAnswers,
  type TFormDefinition,
  type TPartCompleteness,
} from '@docapply/rules';
import { useStatusReport } from '@/components/application-data/api/get-status-report';

export type TApplicationCompletenessView = {
  /** Sections A-D from the answers on screen (ahead of the server while a save is on its way). */
  application: TPartCompleteness;
  /** The application's figures, null until the status report has loaded. */
  overall: TCompletenessSummary | null;
  report: ReturnType<typeof useStatusReport>;
};

/**
 * The application's completeness as the dashboard and the server count it (one rule in
 * packages/rules): the status report's parts, with sections A-D recomputed from the answers on
 * screen. Once they are saved the figures are the report's own, so the form, the dashboard and
 * the doctor's list show the same percentage.
 */
export function useApplicationCompleteness(
  applicationId: string,
  definition: TFormDefinition,
  answers: TFormAnswers,
): TApplicationCompletenessView {
  const report = useStatusReport(applicationId);
  const application = useMemo(() => computeApplicationPart({ definition, answers }), [definition, answers]);
  const parts = report.data?.parts;
  const supervision = report.data?.supervision;
  const overall = useMemo(
    () => (parts ? withSupervision(summariseCompleteness({ ...parts, application }), supervision) : null),
    [parts, application, supervision],
  );
  return { application, overall, report };
}
