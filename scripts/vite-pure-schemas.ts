import type { Plugin } from 'vite';

// Our contracts define zod schemas at the top of their modules, next to the constants and labels
// the pages use (`FPPE_STATE_LABELS` beside `ZFppeSummary`). The bundler keeps a top-level
// statement unless it can prove it has no side effects, and it cannot for a schema derived from
// another (`ZFppeSummary.extend(…)`) or built with one of our helpers (`trimmedText(120).optional()`):
// a page that wanted one label then brought every schema of the module and zod with it (27 KiB
// gzip on the doctor's dashboard). Naming functions pure (treeshake.manualPureFunctions) goes by
// name alone, so `array.push(x)` anywhere would be dropped too: this plugin instead marks each
// top-level `const` of a contracts module whose value is computed (a call, a `new`) as a pure
// immediately invoked function. Kept when its value is used, dropped when not: the module's
// constants no longer hold its schemas in the page. Contracts modules compute nothing at the top
// for its side effects (a statement that is not a declaration is left as it is).

const CONTRACTS_SOURCE = /packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether evaluating the expression calls anything (outside function bodies, which run later). */
function computes(node: unknown): boolean {
  if (!node || typeof node !== 'object') {
    return false;
  }
  if (Array.isArray(node)) {
    return node.some(computes);
  }
  const { type } = node as TNode;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') {
    return true;
  }
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'ClassExpression') {
    return false;
  }
  return Object.entries(node).some(([key, value]) => key !== 'type' && computes(value));
}

/** The initialisers to wrap: top-level `const` declarations, exported or not. */
function computedInitialisers(program: { body: TNode[] }): TNode[] {
  return program.body.flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') {
      return [];
    }
    return (declaration.declarations as { init: TNode | null }[])
      .map(({ init }) => init)
      .filter((init): init is TNode => init !== null && computes(init));
  });
}

/** Rewrites `const X = <value>` to `const X = /* @__PURE__ *\/ (() => (<value>))()` (see above). */
export function markPureSchemas(code: string, program: { body: TNode[] }): string {
  let result = code;
  // From the end, so that earlier positions stay valid.
  for (const init of computedInitialisers(program).reverse()) {
    const value = result.slice(init.start, init.end);
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${value}))()${result.slice(init.end)}`;
  }
  return result;
}

export function pureSchemas(): Plugin {
  return {
    name: 'docapply-pure-schemas',
    // The development server bundles nothing: there is nothing to shake.
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) {
        return null;
      }
      return { code: markPureSchemas(code, this.parse(code) as unknown as { body: TNode[] }), map: null };
    },
  };
}
