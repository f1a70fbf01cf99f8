import { useState } from 'react';
import { Alert, AlertTitle, Box, Stack } from '@mui/material';
import type { TAdminFormDetail } from '@docapply/contracts';
import { useFocusOnChange } from '@docapply/ui';
import { ConfirmDialog } from '@docapply/ui';
import { useFormEditor, type TWorkingCopy } from '../hooks/use-form-editor';
import { EditorActions } from './editor-actions';
import { EditorHeader } from './editor-header';
import { FormWorkspace } from './editor/form-workspace';
import { downloadFormFile, readFormFile } from './form-file';
import { FormHistoryDialog } from './history/form-history-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type TFormEditorProps = { hospitalId: string; detail: TAdminFormDetail; initial: TWorkingCopy };
type TOpenDialog = 'publish' | 'discard' | 'history' | null;

/** The editor of one form: header, the workspace on the working copy, and the version steps. */
export function FormEditor({ hospitalId, detail, initial }: TFormEditorProps) {
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [doneCount, setDoneCount] = useState(0);
  // After a save, publish or discard, focus goes to the heading; the confirm dialog closes in the
  // same render, so its giving focus back to its opener comes first.
  const headingRef = useFocusOnChange<HTMLDivElement>(doneCount);
  const onDone = () => {
    setDialog(null);
    setDoneCount((count) => count + 1);
  };
  const editor = useFormEditor({ hospitalId, detail, initial, onDone });
  const [importProblems, setImportProblems] = useState<string[] | null>(null);
  const { working, isDirty, nextVersion } = editor;
  const hasDraft = detail.draft !== null;

  const importFile = async (file: File) => {
    const result = await readFormFile(file);
    setImportProblems(result.problems);
    if (result.copy) {
      editor.replace(result.copy);
    }
  };
  const exportShown = () => {
    // The version on screen: the draft (saved or not yet) is the next one.
    const version = hasDraft || isDirty || !detail.published ? nextVersion : detail.published.version;
    downloadFormFile(detail.key, version, working);
  };
  const closeAfter = (step: () => Promise<unknown>) => async () => {
    await step();
    setDialog(null);
  };

  return (
    <Stack spacing={6}>
      <EditorHeader
        hospitalId={hospitalId}
        detail={detail}
        title={working.title}
        titleIssue={editor.titleIssue}
        practitionerTypes={working.practitionerTypes ?? []}
        typesIssue={editor.typesIssue}
        isDirty={isDirty}
        onTitleChange={(title) => editor.setWorking({ ...working, title })}
        onPractitionerTypesChange={(practitionerTypes) =>
          editor.setWorking({ ...working, practitionerTypes })
        }
        headingRef={headingRef}
        actions={
          <EditorActions
            canSave={isDirty}
            canPublish={hasDraft || isDirty}
            discardLabel={hasDraft ? 'Discard draft' : isDirty ? 'Discard changes' : null}
            isBusy={editor.isBusy}
            onSave={() => void editor.save()}
            onPublish={() => setDialog('publish')}
            onDiscard={() => setDialog('discard')}
            onExport={exportShown}
            onImport={(file) => void importFile(file)}
            onHistory={() => setDialog('history')}
          />
        }
      />
      {editor.problem ? <Alert severity="error">{editor.problem}</Alert> : null}
      {importProblems ? (
        <Alert severity="error" onClose={() => setImportProblems(null)}>
          <AlertTitle>This file cannot be imported</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 5 }}>
            {importProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <FormWorkspace
        definition={working.definition}
        onChange={(definition) => editor.setWorking({ ...working, definition })}
        kind={detail.kind}
        issues={editor.issues}
      />
      {dialog === 'publish' ? (
        <ConfirmDialog
          title={`Publish version ${nextVersion}?`}
          confirmLabel="Publish"
          confirmColor="primary"
          isBusy={editor.isBusy}
          onConfirm={() => void closeAfter(editor.publish)()}
          onClose={() => setDialog(null)}
        >
          New applications will use it; drafts already started keep their version until the doctor moves.
        </ConfirmDialog>
      ) : null}
      {dialog === 'discard' ? (
        <ConfirmDialog
          title={hasDraft ? `Discard the draft of version ${nextVersion}?` : 'Discard your changes?'}
          confirmLabel="Discard"
          confirmColor="error"
          isBusy={editor.isBusy}
          onConfirm={() => void closeAfter(editor.discard)()}
          onClose={() => setDialog(null)}
        >
          {detail.published
            ? `Its changes are lost; the form goes back to version ${detail.published.version}, which stays published.`
            : 'This form was never published: it is removed with its draft.'}
        </ConfirmDialog>
      ) : null}
      {dialog === 'history' ? (
        <FormHistoryDialog
          hospitalId={hospitalId}
          detail={detail}
          isDirty={isDirty}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <UnsavedChangesGuard isDirty={isDirty} />
    </Stack>
  );
}
