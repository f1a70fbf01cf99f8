/** Query keys of the documents both sites open: one file's content, under its scope and id. */
export const documentKeys = {
  all: ['document'] as const,
  file: (scope: string, fileId: string) => [...documentKeys.all, scope, fileId] as const,
};
