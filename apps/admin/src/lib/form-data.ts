/**
 * A multipart body: the fields as text parts (an empty optional one, null or undefined, left out)
 * and each file chosen under its part's name.
 */
export function toFormData(
  fields: Record<string, string | number | null | undefined>,
  files: Record<string, File | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) {
      form.append(name, String(value));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) {
      form.append(name, file, file.name);
    }
  }
  return form;
}
