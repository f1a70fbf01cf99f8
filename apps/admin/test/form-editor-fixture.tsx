import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { TFormKind } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { AppThemeProvider } from '@docapply/ui';
import { FormWorkspace } from '@/features/forms/components/editor/form-workspace';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** An application form (sections A to D) with every kind of item the editor handles. */
export const APPLICATION: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      items: [
        { name: 'firstName', type: 'text', label: 'First name', required: true, width: 6 },
        { name: 'lastName', type: 'text', label: 'Last name', required: true, width: 6 },
        { name: 'npi', type: 'text', label: 'NPI', check: 'npi' },
      ],
    },
    {
      key: 'B',
      title: 'Licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'Licence',
          minItems: 1,
          fields: [
            { name: 'number', type: 'text', label: 'Licence number', required: true },
            { name: 'expires', type: 'date', label: 'Expires', future: true },
            { name: 'copy', type: 'file', label: 'Licence copy', expiryField: 'expires' },
          ],
        },
      ],
    },
    {
      key: 'C',
      title: 'Practice history',
      items: [{ name: 'hasGap', type: 'radio', label: 'Any gap over 6 months?', options: YES_NO }],
    },
    {
      key: 'D',
      title: 'Disclosures',
      items: [
        {
          name: 'gapExplanation',
          type: 'textarea',
          label: 'Explain the gap',
          showWhen: { field: 'hasGap', equals: 'yes' },
        },
      ],
    },
  ],
};

/** A survey: sections are the coordinator's to add, move and remove. */
export const SURVEY: TFormDefinition = {
  sections: [
    { key: 'A', title: 'About you', items: [{ name: 'specialty', type: 'text', label: 'Specialty' }] },
    { key: 'B', title: 'Your practice', items: [{ name: 'beds', type: 'number', label: 'Beds' }] },
  ],
};

const realMatchMedia = window.matchMedia;

/** Makes `theme.breakpoints.up('md')` match (a desktop screen) or not (a phone). */
function setScreen(layout: 'desktop' | 'phone'): void {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: query.includes('pointer: fine') || (layout === 'desktop' && query.includes('min-width')),
    }) as MediaQueryList;
}

// jsdom lays nothing out: give each sortable row a box below the previous one, so dnd-kit's
// keyboard sensor can find the row above or below.
const ROW_HEIGHT = 40;
const realRect = Element.prototype.getBoundingClientRect;
function layOutRows(): void {
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    if (!this.hasAttribute('data-sortable-row')) {
      return realRect.call(this);
    }
    const rows = [...document.querySelectorAll('[data-sortable-row]')];
    const top = rows.indexOf(this) * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: 400, height: ROW_HEIGHT - 2 });
  };
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  Element.prototype.getBoundingClientRect = realRect;
});

type TRenderWorkspaceOptions = {
  definition?: TFormDefinition;
  kind?: TFormKind;
  issues?: Record<string, string>;
  layout?: 'desktop' | 'phone';
};

/** Renders the workspace in a parent that keeps every definition it is given, as the page does. */
export function renderWorkspace({
  definition = APPLICATION,
  kind = 'application',
  issues = {},
  layout = 'desktop',
}: TRenderWorkspaceOptions = {}) {
  setScreen(layout);
  layOutRows();
  const onChange = vi.fn<(next: TFormDefinition) => void>();
  function Parent() {
    const [current, setCurrent] = useState(definition);
    return (
      <FormWorkspace
        definition={current}
        kind={kind}
        issues={issues}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <AppThemeProvider>
      <Parent />
    </AppThemeProvider>,
  );
  const last = (): TFormDefinition => {
    const call = onChange.mock.calls.at(-1);
    if (!call) {
      throw new Error('onChange was not called');
    }
    return call[0];
  };
  return { ...view, user, onChange, last };
}
