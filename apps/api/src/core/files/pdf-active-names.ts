// What counts as active content in a PDF: shared by the upload check (pdf-active-content.ts) and
// the worker thread that reads a PDF's objects (pdf-inspect-worker.ts), which loads nothing else.

/**
 * Active content in a PDF: what a viewer may run or open by itself (issue 39's review: "a PDF with
 * an auto-run script is accepted"). Keys of a dictionary: scripts (JS, JavaScript), actions on
 * events (AA: a page opened, a field left), XFA forms (scripted), attached files, rich media.
 */
export const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'XFA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'RichMedia',
]);
/**
 * Action types (an action dictionary's S): a script, a program or file launched, a form's content
 * sent or loaded, a document embedded elsewhere opened, rich media run. An OpenAction that only
 * opens a page (GoTo) or a link (URI) is harmless and stays.
 */
export const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'RichMediaExecute',
]);

export type TPdfInspection = { isReadable: boolean; found: string[] };
