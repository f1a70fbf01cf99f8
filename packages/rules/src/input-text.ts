/**
 * Text no request may carry, in any field, key or parameter: C0 control characters other than tab,
 * line feed and carriage return (NUL above all, which PostgreSQL refuses in text), and UTF-16
 * surrogates without their pair (they have no UTF-8 form). `\p{Cs}` in a `u` regex only matches a
 * surrogate that is not part of a pair, so emoji and other astral characters pass.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The same text with each forbidden character replaced (U+FFFD by default), e.g. to name a bad key. */
export function replaceForbiddenCharacters(text: string, replacement = '\uFFFD'): string {
  return text.replace(FORBIDDEN_ALL, replacement);
}

/**
 * An object whose own keys and values are walked. Routers and query parsers build theirs on prototypes
 * of their own, so any object counts but binary data (a Buffer, a typed array): its bytes are no text.
 */
function isWalkable(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer)
  );
}

type TNode = { value: unknown; key: string | null; parent: TNode | null };

function pathOf(node: TNode): string[] {
  const path: string[] = [];
  for (let at: TNode | null = node; at && at.key !== null; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/**
 * Where forbidden text sits in a parsed JSON-like value: each string, each object key (then its value
 * is not looked into) and array item, at any depth, in document order, at most `limit` places. A path
 * is the keys and array indexes leading there; `[]` is the value itself. Binary data is not looked
 * into. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findForbiddenText(value: unknown, limit = 10): string[][] {
  const found: string[][] = [];
  const stack: TNode[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop() as TNode;
    if (node.key !== null && hasForbiddenCharacters(node.key)) {
      found.push(pathOf(node));
      continue;
    }
    if (typeof node.value === 'string') {
      if (hasForbiddenCharacters(node.value)) {
        found.push(pathOf(node));
      }
      continue;
    }
    if (!isWalkable(node.value)) {
      continue;
    }
    const entries: Array<[string, unknown]> = Array.isArray(node.value)
      ? node.value.map((item, index) => [String(index), item])
      : Object.entries(node.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      stack.push({ value: entries[i][1], key: entries[i][0], parent: node });
    }
  }
  return found;
}
