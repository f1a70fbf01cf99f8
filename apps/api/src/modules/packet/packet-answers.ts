import {
  formatAnswer,
  isGroup,
  isItemVisible,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormItem,
  type TFormSection,
  type TGroupRow,
} from '@docapply/rules';
import { COLORS, type TPdfWriter } from './pdf-writer';

/** The packet's documents by file id: a file answer names the document it points at. */
export type TFileNames = ReadonlyMap<string, string>;

const GROUP_INDENT = 14;

function describeAnswer(field: TFormField, value: string, fileNames: TFileNames): string {
  const fileName = field.type === 'file' ? fileNames.get(value) : undefined;
  return fileName ? `${fileName} (see Documents)` : formatAnswer(field, value);
}

type TScope = {
  items: TFormItem[];
  answers: TFormAnswers | TGroupRow;
  siblings: TFormItem[];
  indent: number;
};

/** The items a reader sees (showWhen met, not hidden), like the review's AnswersView. */
function writeScope(writer: TPdfWriter, scope: TScope, fileNames: TFileNames): void {
  const { items, answers, siblings, indent } = scope;
  for (const item of items.filter((candidate) => isItemVisible(candidate, answers, siblings))) {
    const raw = answers[item.name];
    if (!isGroup(item)) {
      writer.field(item.label, describeAnswer(item, typeof raw === 'string' ? raw : '', fileNames), indent);
      continue;
    }
    writer.heading(item.label, 3, indent);
    const rows = Array.isArray(raw) ? raw : [];
    if (rows.length === 0) {
      writer.paragraph('None', { color: COLORS.muted, indent });
    }
    rows.forEach((row, index) => {
      writer.paragraph(`${item.label} ${index + 1}`, { isBold: true, indent: indent + GROUP_INDENT });
      const rowScope = {
        items: item.fields,
        answers: row,
        siblings: item.fields,
        indent: indent + GROUP_INDENT,
      };
      writeScope(writer, rowScope, fileNames);
    });
  }
}

/** One section's answers (the form's other items decide its conditions). */
export function writeSectionAnswers(
  writer: TPdfWriter,
  definition: TFormDefinition,
  section: TFormSection,
  answers: TFormAnswers,
  fileNames: TFileNames,
): void {
  const siblings = definition.sections.flatMap((candidate) => candidate.items);
  writeScope(writer, { items: section.items, answers, siblings, indent: 0 }, fileNames);
}

/** Every section of a form, each under its title. */
export function writeFormAnswers(
  writer: TPdfWriter,
  definition: TFormDefinition,
  answers: TFormAnswers,
  fileNames: TFileNames,
): void {
  for (const section of definition.sections) {
    if (definition.sections.length > 1) {
      writer.heading(section.title, 3);
    }
    writeSectionAnswers(writer, definition, section, answers, fileNames);
  }
}
