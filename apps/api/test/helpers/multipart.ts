import { randomUUID } from 'node:crypto';

export type TMultipartFile = { field: string; name: string; content: Buffer; type: string };

/** A multipart/form-data body of text fields and, when given, one file, with its content-type header. */
export function createMultipartBody(
  fields: Record<string, string>,
  file?: TMultipartFile,
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----docapply${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
