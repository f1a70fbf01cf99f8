type TErrors = Record<string, string> | undefined;

function pickUnder(scope: string, errors: TErrors): [string, string][] {
  return Object.entries(errors ?? {}).filter(([path]) => path === scope || path.startsWith(`${scope}.`));
}

/**
 * True when both error maps say the same about `scope` ('group' or 'group.0') and the paths
 * inside it: a group or row ignores a new errors object whose messages for it are unchanged.
 */
export function areErrorsEqualUnder(scope: string, a: TErrors, b: TErrors): boolean {
  if (a === b) {
    return true;
  }
  const left = pickUnder(scope, a);
  const right = pickUnder(scope, b);
  return left.length === right.length && left.every(([path, message]) => b?.[path] === message);
}
