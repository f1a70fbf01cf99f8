import type { TFormKind } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';

type TProps = {
  definition: TFormDefinition;
  onChange: (next: TFormDefinition) => void;
  kind: TFormKind;
  issues: Record<string, string>;
};

/**
 * Stands in for the editor's workspace (tested on its own): shows the copy it was given, edits
 * the first section's title, and lists the issues it was asked to mark.
 */
export function MockFormWorkspace({ definition, onChange, kind, issues }: TProps) {
  const [first, ...rest] = definition.sections;
  return (
    <section aria-label="Workspace">
      <p>Kind: {kind}</p>
      <label>
        First section title
        <input
          value={first.title}
          onChange={(event) => onChange({ sections: [{ ...first, title: event.target.value }, ...rest] })}
        />
      </label>
      <ul aria-label="Marked fields">
        {Object.entries(issues).map(([path, message]) => (
          <li key={path}>{`${path}: ${message}`}</li>
        ))}
      </ul>
    </section>
  );
}
