import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { TAdminFormDetail, TSaveFormDraftRequest } from '@docapply/contracts';
import { isApiError, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useDiscardFormDraft } from '../api/discard-form-draft';
import { usePublishForm } from '../api/publish-form';
import { useSaveFormDraft } from '../api/save-form-draft';

export type TWorkingCopy = TSaveFormDraftRequest;

/** What the server says about a refused definition, shown above the editor. */
export const FORM_PROBLEMS_MESSAGE = 'The form has problems; see the marked fields';

/** A version as the editor's copy: its title, definition and the practitioner types it is for. */
function toWorkingCopy(version: NonNullable<TAdminFormDetail['published']>): TWorkingCopy {
  return {
    title: version.title,
    definition: version.definition,
    practitionerTypes: version.practitionerTypes,
  };
}

/** The copy the editor starts from: the draft when there is one, else the latest published version. */
export function getServerCopy(detail: TAdminFormDetail): TWorkingCopy | null {
  const version = detail.draft ?? detail.published;
  return version ? toWorkingCopy(version) : null;
}

/** The server's field keys are the request's paths; the workspace marks the definition's own. */
function splitIssues(fields: Record<string, string>) {
  const issues: Record<string, string> = {};
  let title: string | null = null;
  let practitionerTypes: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    if (path === 'title') {
      title = message;
    } else if (path === 'practitionerTypes') {
      practitionerTypes = message;
    } else {
      issues[path.replace(/^definition\./, '')] = message;
    }
  }
  return { issues, title, practitionerTypes };
}

type TUseFormEditorOptions = {
  hospitalId: string;
  detail: TAdminFormDetail;
  initial: TWorkingCopy;
  /** After a save or publish: focus goes to the page's heading, as after any decision. */
  onDone: () => void;
};

/**
 * The editor's working copy and what can be done with it. `saved` is the copy the server holds;
 * the working copy is unsaved while it is another object (an edit or an import replaces it).
 */
export function useFormEditor({ hospitalId, detail, initial, onDone }: TUseFormEditorOptions) {
  const { key } = detail;
  const navigate = useNavigate();
  const { showAlert, showApiError } = useAlert();
  const saveDraft = useSaveFormDraft(hospitalId, key);
  const publishForm = usePublishForm(hospitalId, key);
  const discardDraft = useDiscardFormDraft(hospitalId, key);
  const [working, setWorking] = useState<TWorkingCopy>(initial);
  const [saved, setSaved] = useState<TWorkingCopy>(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [titleIssue, setTitleIssue] = useState<string | null>(null);
  const [typesIssue, setTypesIssue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isDirty = working !== saved;
  const nextVersion = detail.draft?.version ?? (detail.published?.version ?? 0) + 1;

  /** An imported file's copy; a file without practitioner types keeps the ones on screen. */
  const replace = (copy: TWorkingCopy) => {
    setWorking({ ...copy, practitionerTypes: copy.practitionerTypes ?? working.practitionerTypes });
    setProblem(null);
  };

  /** Saves the working copy; false when it was refused (its problems are then on screen). */
  const save = async (): Promise<boolean> => {
    const body = working;
    try {
      await saveDraft.mutateAsync(body);
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION' && error.fields) {
        const split = splitIssues(error.fields);
        setIssues(split.issues);
        setTitleIssue(split.title);
        setTypesIssue(split.practitionerTypes);
        setProblem(FORM_PROBLEMS_MESSAGE);
      } else {
        showApiError(error);
      }
      return false;
    }
    setSaved(body);
    setIssues({});
    setTitleIssue(null);
    setTypesIssue(null);
    setProblem(null);
    return true;
  };

  const saveAndAnnounce = async () => {
    if (await save()) {
      showAlert({ type: 'success', message: `Draft of version ${nextVersion} saved.` });
      onDone();
    }
  };

  /** Saves first when there are unsaved changes, then makes the draft version `nextVersion`. */
  const publish = async (): Promise<boolean> => {
    const version = nextVersion;
    if (isDirty && !(await save())) {
      return false;
    }
    try {
      await publishForm.mutateAsync();
    } catch (error) {
      showApiError(error);
      return false;
    }
    showAlert({ type: 'success', message: `Version ${version} is published. New applications use it.` });
    onDone();
    return true;
  };

  /** Drops the draft (or, with none saved, the unsaved changes) and goes back to the published version. */
  const discard = async () => {
    if (detail.draft) {
      try {
        await discardDraft.mutateAsync();
      } catch (error) {
        showApiError(error);
        return;
      }
    }
    const published = detail.published;
    if (!published) {
      // A new form that was never published is gone with its only draft. Nothing is unsaved now,
      // and the guard must know it before the move to the list.
      flushSync(() => setSaved(working));
      showAlert({ type: 'success', message: 'Draft discarded.' });
      await navigate(paths.forms.getHref(hospitalId));
      return;
    }
    const copy = toWorkingCopy(published);
    setWorking(copy);
    setSaved(copy);
    setIssues({});
    setTitleIssue(null);
    setTypesIssue(null);
    setProblem(null);
    showAlert({
      type: 'success',
      message: detail.draft ? 'Draft discarded.' : 'Changes discarded.',
    });
    onDone();
  };

  return {
    working,
    setWorking,
    replace,
    isDirty,
    nextVersion,
    issues,
    titleIssue,
    typesIssue,
    problem,
    setProblem,
    save: saveAndAnnounce,
    publish,
    discard,
    isBusy: saveDraft.isPending || publishForm.isPending || discardDraft.isPending,
  };
}
