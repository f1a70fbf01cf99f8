import { TextField } from '@mui/material';
import type { TFormSection } from '@docapply/rules';
import { PropText, withProp } from './prop-controls';

type TSectionPropertiesProps = {
  section: TFormSection;
  /** False for the application: keys A to D are what comments refer to. */
  canEditKey: boolean;
  onChange: (section: TFormSection) => void;
  issueAt: (prop: string) => string | undefined;
};

/** A section's title and description (and key, where sections are not fixed). */
export function SectionProperties({ section, canEditKey, onChange, issueAt }: TSectionPropertiesProps) {
  return (
    <>
      <PropText
        label="Title"
        value={section.title}
        isRequired
        error={issueAt('title')}
        onChange={(value) => onChange({ ...section, title: value ?? '' })}
      />
      <PropText
        label="Description"
        value={section.description}
        isMultiline
        error={issueAt('description')}
        helperText="Shown under the title"
        onChange={(value) => onChange(withProp(section, 'description', value))}
      />
      {canEditKey ? (
        <PropText
          label="Key"
          value={section.key}
          isRequired
          error={issueAt('key')}
          helperText="Comments and the review page name the section by it"
          onChange={(value) => onChange({ ...section, key: value ?? '' })}
        />
      ) : (
        <TextField
          label="Key"
          value={section.key}
          size="small"
          error={Boolean(issueAt('key'))}
          helperText={issueAt('key') ?? 'Fixed: comments refer to the application sections A to D'}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
    </>
  );
}
