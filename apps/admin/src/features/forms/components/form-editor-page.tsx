import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useAdminForm } from '../api/get-form';
import { getServerCopy } from '../hooks/use-form-editor';
import { FormEditor } from './form-editor';

/** /forms/:hospitalId/:key: one form's working copy, its versions and its draft. */
export function FormEditorPage() {
  const { hospitalId = '', key = '' } = useParams();
  const form = useAdminForm(hospitalId, key);
  const initial = form.data ? getServerCopy(form.data) : null;
  return (
    <PageContainer maxWidth="xl">
      {form.isPending ? <LoadingState label="Loading the form..." /> : null}
      {form.isError ? <ErrorState error={form.error} onRetry={() => void form.refetch()} /> : null}
      {form.data && !initial ? <EmptyState title="This form has no version yet" /> : null}
      {/* Keyed by the form: another form's page starts from its own copy. */}
      {form.data && initial ? (
        <FormEditor
          key={`${hospitalId}/${key}`}
          hospitalId={hospitalId}
          detail={form.data}
          initial={initial}
        />
      ) : null}
    </PageContainer>
  );
}
