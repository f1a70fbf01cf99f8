import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The files of the test do not exist, so the type-aware part of the config is off for them.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

/** The messages of no-restricted-imports for `code` as if it were the file at `path`. */
async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const USE = '\nexport const used = [x];\n';

describe('lint keeps the features of a site apart', () => {
  it.each([
    [
      'apps/portal/src/features/apply/components/x.tsx',
      "import { x } from '../../dashboard/api/get-dashboard';",
    ],
    ['apps/portal/src/features/apply/components/requests/x.tsx', "import { x } from '../../../survey/y';"],
    ['apps/admin/src/features/review/x.ts', "import { x } from '../queue/api';"],
    [
      'apps/admin/src/features/review/components/x.tsx',
      "import { x } from '@/features/queue/api/get-queue';",
    ],
  ])('refuses %s importing another feature', async (path, line) => {
    expect(await restrictedImports(path, line + USE)).toEqual([
      expect.stringMatching(/Features never import/),
    ]);
  });

  it.each([
    [
      'apps/portal/src/features/apply/components/requests/x.tsx',
      "import { x } from '../../api/get-requests';",
    ],
    [
      'apps/portal/src/features/apply/components/x.tsx',
      "import { x } from '../hooks/use-application-completeness';",
    ],
    ['apps/portal/src/features/apply/components/x.tsx', "import { x } from '@/components/site-container';"],
    ['apps/admin/src/features/review/components/x.tsx', "import { x } from '@docapply/ui';"],
  ])('lets %s import its own feature and shared code', async (path, line) => {
    expect(await restrictedImports(path, line + USE)).toEqual([]);
  });

  it.each([
    ['apps/portal/src/components/x.tsx', "import { x } from '@/features/apply/api/open-application';"],
    ['apps/portal/src/lib/x.ts', "import { x } from '../features/dashboard/y';"],
    ['apps/admin/src/hooks/x.ts', "import { x } from '@/app/router';"],
    ['apps/admin/src/components/deep/x.tsx', "import { x } from '../../features/queue/y';"],
  ])('refuses shared code at %s depending on a feature or app/', async (path, line) => {
    expect(await restrictedImports(path, line + USE)).toEqual([
      expect.stringMatching(/Shared code never imports/),
    ]);
  });
});

describe('lint keeps the sites on the router they run', () => {
  it.each([
    ['apps/admin/src/features/forms/components/x.tsx', "import { useBlocker as x } from 'react-router';"],
    ['apps/portal/src/app/x.tsx', "import { useLoaderData as x } from 'react-router';"],
    ['packages/ui/src/shell/x.tsx', "import { useNavigation as x } from 'react-router';"],
  ])('refuses %s using a data-router hook', async (path, line) => {
    expect(await restrictedImports(path, line + USE)).toEqual([expect.stringMatching(/no data router/)]);
  });

  it('lets a site use the declarative router’s own hooks', async () => {
    const code = "import { useNavigate as x } from 'react-router';";
    expect(await restrictedImports('apps/admin/src/features/forms/components/x.tsx', code + USE)).toEqual([]);
  });
});
