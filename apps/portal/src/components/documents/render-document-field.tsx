import type { TRenderFileProps } from '@docapply/ui';
import { DocumentLink } from './document-link';
import { ProfileDocumentOffer } from './document-offer';
import { useKnownFiles } from './known-files';
import { UploadField } from './upload-field';

function ReadOnlyDocument({ fileId }: { fileId: string }) {
  const { scope, findFile } = useKnownFiles();
  return <DocumentLink scope={scope} fileId={fileId} file={findFile(fileId)} />;
}

/**
 * The forms' `file` fields, for FormRenderer and AnswersView (inside a KnownFilesProvider).
 * Module-level, so the renderers get the same function on every render.
 */
export function renderDocumentField({
  field,
  name,
  row,
  value,
  onChange,
  error,
  disabled,
  isReadOnly,
}: TRenderFileProps) {
  if (isReadOnly) {
    return <ReadOnlyDocument fileId={value} />;
  }
  return (
    <UploadField
      label={field.label}
      name={name}
      isRequired={field.required}
      helperText={error ?? field.helperText}
      hasError={Boolean(error)}
      value={value}
      onChange={onChange}
      isDisabled={disabled}
      // Apply once: a document of this kind from another application, one click to use it here.
      renderOffer={
        field.profileKey
          ? (attach) => <ProfileDocumentOffer field={field} row={row ?? null} onUsed={attach} />
          : undefined
      }
    />
  );
}
