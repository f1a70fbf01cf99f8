import type { TFormDefinition, TFormSection } from '@docapply/rules';

/** Section edits for the forms whose sections are not fixed (all but the application). */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The first free letter as a new section's key (comments name sections by it), then S27, S28... */
export function nextSectionKey(definition: TFormDefinition): string {
  const taken = new Set(definition.sections.map((section) => section.key));
  const letter = [...LETTERS].find((candidate) => !taken.has(candidate));
  if (letter) {
    return letter;
  }
  let n = LETTERS.length + 1;
  while (taken.has(`S${n}`)) {
    n += 1;
  }
  return `S${n}`;
}

export function addSection(definition: TFormDefinition, title: string): TFormDefinition {
  const section: TFormSection = { key: nextSectionKey(definition), title, items: [] };
  return { ...definition, sections: [...definition.sections, section] };
}

export function removeSection(definition: TFormDefinition, index: number): TFormDefinition {
  return { ...definition, sections: definition.sections.filter((_, at) => at !== index) };
}

/** Moves the section at `from` to index `to` (the others keep their order); unchanged when out of range. */
export function moveSection(definition: TFormDefinition, from: number, to: number): TFormDefinition {
  const count = definition.sections.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) {
    return definition;
  }
  const sections = definition.sections.filter((_, at) => at !== from);
  sections.splice(to, 0, definition.sections[from]);
  return { ...definition, sections };
}

/** Swaps a section with its neighbour above (-1) or below (+1); unchanged at either end. */
export function stepSection(definition: TFormDefinition, index: number, step: -1 | 1): TFormDefinition {
  return moveSection(definition, index, index + step);
}
