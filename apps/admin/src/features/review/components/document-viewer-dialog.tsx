// The viewer (MUI's dialog, the file's frame), loaded when a document is first opened.
export { DocumentViewer } from '@docapply/ui';
