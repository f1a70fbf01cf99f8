import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DEFINITION, HOSPITAL_ID, createFormDetail, renderEditor } from './forms-fixtures';
import { MockFormWorkspace } from './forms-workspace-mock';

vi.mock('@/features/forms/components/editor/form-workspace', () => ({ FormWorkspace: MockFormWorkspace }));

// jsdom's Blob has no text() (every browser has); FileReader reads the same bytes.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error ?? new Error('Unreadable'));
        reader.readAsText(this);
      });
    },
  });
}

const originalCreateObjectURL = URL.createObjectURL;
const originalRevokeObjectURL = URL.revokeObjectURL;
let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:form-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});

afterEach(() => {
  URL.createObjectURL = originalCreateObjectURL;
  URL.revokeObjectURL = originalRevokeObjectURL;
  vi.restoreAllMocks();
});

function jsonFile(name: string, content: unknown) {
  return new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });
}

async function openEditor(detail = createFormDetail()) {
  const view = renderEditor(detail);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const IMPORTED = {
  title: 'Imported application',
  definition: {
    sections: [{ key: 'A', title: 'Imported section', items: [{ name: 'npi', type: 'text', label: 'NPI' }] }],
  },
};

describe('form editor files', () => {
  it('exports the version shown as <key>-v<n>.json holding its title and definition', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('application-v3.json');
    expect(JSON.parse(await downloads[0].blob.text())).toEqual({
      title: 'Application for privileges',
      definition: DRAFT_DEFINITION,
    });
  });

  it('names an export of the published version by its number', async () => {
    const { user } = await openEditor(createFormDetail({ draft: null }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(downloads.map((download) => download.name)).toEqual(['application-v2.json']);
  });

  it('imports a valid file as the unsaved working copy, which Save then sends', async () => {
    const { api, user } = await openEditor();
    api.put.mockResolvedValueOnce({});
    await user.upload(screen.getByLabelText('Form JSON file'), jsonFile('form.json', IMPORTED));

    // The field is there before the file is read: wait for its imported text, not for the field.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue('Imported section'),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Imported application');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        `/admin/forms/application/draft?hospitalId=${HOSPITAL_ID}`,
        // The file has no practitioner types: the form keeps its own.
        { ...IMPORTED, practitionerTypes: [] },
      ),
    );
  });

  it('refuses a file the schema refuses, naming each problem, and keeps the working copy', async () => {
    const { user } = await openEditor();
    const broken = {
      title: '',
      definition: { sections: [{ key: 'A', title: 'A', items: [{ name: 'x' }] }] },
    };
    await user.upload(screen.getByLabelText('Form JSON file'), jsonFile('broken.json', broken));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported');
    expect(within(alert).getByText('title: Required')).toBeInTheDocument();
    expect(within(alert).getByText(/^definition\.sections\.0\.items\.0/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First section title' })).toHaveValue('Identity and contact');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a file that is not JSON', async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Form JSON file'), jsonFile('notes.json', 'not { json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.json is not a JSON file.');
  });
});
