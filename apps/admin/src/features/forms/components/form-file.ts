import { ZSaveFormDraftRequest, type TSaveFormDraftRequest } from '@docapply/contracts';

/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

/** Hands `{ title, definition }` to the browser as `<key>-v<n>.json`. */
export function downloadFormFile(key: string, version: number, copy: TSaveFormDraftRequest): void {
  const blob = new Blob(
    [`${JSON.stringify({ title: copy.title, definition: copy.definition }, null, 2)}\n`],
    {
      type: 'application/json',
    },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${key}-v${version}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
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
