import { Link as RouterLink } from 'react-router';
import { Button, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TAdminFormListItem } from '@docapply/contracts';
import { ListTitle, ResponsiveList } from '@/components/responsive-list';
import { usePractitionerTypeNames } from '@/hooks/use-practitioner-types';
import { paths } from '@/config/paths';
import { FORM_KIND_LABELS, describeDraft, describePublished, describeUsage } from './form-labels';

type TFormRow = TAdminFormListItem & { id: string };

/** A hospital's forms: what is published, what is being drafted, and which versions applications use. */
export function FormsList({ hospitalId, forms }: { hospitalId: string; forms: TAdminFormListItem[] }) {
  const rows: TFormRow[] = forms.map((form) => ({ ...form, id: form.key }));
  const typeNames = usePractitionerTypeNames();
  return (
    <ResponsiveList
      label="Forms"
      items={rows}
      title={{
        header: 'Form',
        // A form for some practitioner types says which; one for every type says nothing more.
        render: (form) =>
          form.practitionerTypes.length > 0 ? (
            <ListTitle
              name={form.title}
              detail={`Offered to ${typeNames(form.practitionerTypes).join(', ')}`}
            />
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{form.title}</Typography>
          ),
      }}
      columns={[
        { header: 'Kind', render: (form) => FORM_KIND_LABELS[form.kind] },
        { header: 'Published', render: (form) => describePublished(form.published) },
        { header: 'Draft', render: (form) => describeDraft(form.draft) },
        { header: 'Applications per version', render: (form) => describeUsage(form.usage) },
      ]}
      actions={(form) => (
        <Button
          component={RouterLink}
          to={paths.form.getHref(hospitalId, form.key)}
          size="small"
          startIcon={<EditOutlinedIcon />}
          aria-label={`Edit ${form.title}`}
        >
          Edit
        </Button>
      )}
    />
  );
}
