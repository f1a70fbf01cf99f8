import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  isGroup,
  isItemVisible,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
  type TFormItem,
  type TGroupRow,
} from '@docapply/rules';
import { getRows } from './answer-paths';
import { ChangedAnswerNote, useChangedAnswers } from './changed-answers';
import { formatAnswer } from './format-answer';
import type { TRenderFile } from './form-renderer-types';

export type TAnswersViewProps = {
  definition: TFormDefinition;
  answers: TFormAnswers;
  /** Show this section only; all sections otherwise. */
  sectionKey?: string;
  /** Shows an uploaded document (called with isReadOnly). */
  renderFile?: TRenderFile;
  /**
   * Gives each top-level field's label and each group's heading the id `<anchorPrefix><name>`,
   * focusable from script, so a link (a red flag on the review) can move to it.
   */
  anchorPrefix?: string;
};

// A link moves focus here after a click too, where browsers draw no ring of their own.
const ANCHOR_FOCUS = { '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

/** The id and focusability of an item a link can move to, when anchors are asked for. */
function anchorProps(anchorPrefix: string | undefined, name: string) {
  return anchorPrefix === undefined ? {} : { id: `${anchorPrefix}${name}`, tabIndex: -1 };
}

type TScopeProps = {
  items: TFormItem[];
  scope: TFormAnswers | TGroupRow;
  siblings: TFormItem[];
  pathPrefix: string;
  renderFile?: TRenderFile;
  /** Top level only: a group's rows repeat their fields' names. */
  anchorPrefix?: string;
};

const noop = () => undefined;

/** Consecutive fields share one description list; each group stands on its own. */
function chunk(items: TFormItem[]): (TFormField[] | TFormGroup)[] {
  const chunks: (TFormField[] | TFormGroup)[] = [];
  for (const item of items) {
    const last = chunks.at(-1);
    if (isGroup(item)) {
      chunks.push(item);
    } else if (Array.isArray(last)) {
      last.push(item);
    } else {
      chunks.push([item]);
    }
  }
  return chunks;
}

function FieldList({
  fields,
  scope,
  pathPrefix,
  renderFile,
  anchorPrefix,
}: Omit<TScopeProps, 'items' | 'siblings'> & { fields: TFormField[] }) {
  const changed = useChangedAnswers();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(12rem, 1fr) 2fr' },
        columnGap: 4,
        rowGap: { xs: 0.5, md: 2 },
        m: 0,
      }}
    >
      {fields.map((field) => {
        const raw = scope[field.name];
        const value = typeof raw === 'string' ? raw : '';
        const path = `${pathPrefix}${field.name}`;
        const showFile = field.type === 'file' && value !== '' && renderFile;
        return (
          <Box key={field.name} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              color="text.secondary"
              sx={{ mt: { xs: 2, md: 0 }, ...ANCHOR_FOCUS }}
              {...anchorProps(anchorPrefix, field.name)}
            >
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {showFile
                ? renderFile({ field, name: path, value, onChange: noop, disabled: true, isReadOnly: true })
                : formatAnswer(field, value)}
              {Object.hasOwn(changed, path) ? <ChangedAnswerNote before={changed[path]} /> : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function GroupAnswers({
  group,
  rows,
  renderFile,
  anchorPrefix,
}: {
  group: TFormGroup;
  rows: TGroupRow[];
  renderFile?: TRenderFile;
  anchorPrefix?: string;
}) {
  return (
    <Box>
      <Typography
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, ...ANCHOR_FOCUS }}
        {...anchorProps(anchorPrefix, group.name)}
      >
        {group.label}
      </Typography>
      {rows.length === 0 ? <Typography color="text.secondary">None</Typography> : null}
      {rows.map((row, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 3, mt: 2 }}>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 2 }}>
            {`${group.label} ${index + 1}`}
          </Typography>
          <ScopeAnswers
            items={group.fields}
            scope={row}
            siblings={group.fields}
            pathPrefix={`${group.name}.${index}.`}
            renderFile={renderFile}
          />
        </Paper>
      ))}
    </Box>
  );
}

function ScopeAnswers({ items, scope, siblings, pathPrefix, renderFile, anchorPrefix }: TScopeProps) {
  const visible = items.filter((item) => isItemVisible(item, scope, siblings));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {chunk(visible).map((part) =>
        Array.isArray(part) ? (
          <FieldList
            key={part[0].name}
            fields={part}
            scope={scope}
            pathPrefix={pathPrefix}
            renderFile={renderFile}
            anchorPrefix={anchorPrefix}
          />
        ) : (
          <GroupAnswers
            key={part.name}
            group={part}
            rows={getRows(scope[part.name])}
            renderFile={renderFile}
            anchorPrefix={anchorPrefix}
          />
        ),
      )}
    </Box>
  );
}

/** A form's answers, read-only, section by section (items hidden by showWhen left out). */
export function AnswersView({
  definition,
  answers,
  sectionKey,
  renderFile,
  anchorPrefix,
}: TAnswersViewProps) {
  const allItems = definition.sections.flatMap((section) => section.items);
  const sections = sectionKey
    ? definition.sections.filter((section) => section.key === sectionKey)
    : definition.sections;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {sections.map((section) => (
        <Box component="section" key={section.key} aria-label={section.title}>
          <Typography component="h2" variant="h6" sx={{ mb: 3 }}>
            {section.title}
          </Typography>
          <ScopeAnswers
            items={section.items}
            scope={answers}
            siblings={allItems}
            pathPrefix=""
            renderFile={renderFile}
            anchorPrefix={anchorPrefix}
          />
        </Box>
      ))}
    </Box>
  );
}
