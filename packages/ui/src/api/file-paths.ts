/** The files API, /gcs/{verb}/{a}/{b}: `a` is the application id (or "profile"), `b` the file's uuid. */
export function createFilePath(verb: 'upload' | 'get' | 'remove', scope: string, fileId: string): string {
  return `/gcs/${verb}/${encodeURIComponent(scope)}/${encodeURIComponent(fileId)}`;
}
