import { ZSaveFormDraftRequest, type TSaveFormDraftRequest } from '@docapply/contracts';
import { saveBlob } from '@docapply/ui';

/** Hands `{ title, definition }` to the browser as `<key>-v<n>.json`. */
export function downloadFormFile(key: string, version: number, copy: TSaveFormDraftRequest): void {
  const blob = new Blob(
    [`${JSON.stringify({ title: copy.title, definition: copy.definition }, null, 2)}\n`],
    {
      type: 'application/json',
    },
  );
  saveBlob(blob, `${key}-v${version}.json`);
}

export type TFormFileResult =
  { copy: TSaveFormDraftRequest; problems: null } | { copy: null; problems: string[] };

/**
 * Reads an exported form back: JSON, then the same schema the API checks a draft with, so a file
 * that would be refused on Save is refused here, each problem named by where it is in the file.
 */
export async function readFormFile(file: File): Promise<TFormFileResult> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text()) as unknown;
  } catch {
    return { copy: null, problems: [`${file.name} is not a JSON file.`] };
  }
  const parsed = ZSaveFormDraftRequest.safeParse(data);
  if (parsed.success) {
    return { copy: parsed.data, problems: null };
  }
  return {
    copy: null,
    problems: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}
