import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { bootLoader } from './vite-boot-loader';
import { preloadFonts } from './vite-preload-fonts';
import { firstCalls, type TFirstCallsOptions } from './vite-first-calls';
import { inlineCss } from './vite-inline-css';
import { pureSchemas } from './vite-pure-schemas';

/**
 * Emotion's insertion-effect helper replaced by ours (packages/ui theme/emotion-insertion.ts, ADR
 * 26): styles go in as React renders, in slices, not all in the page's commit
 * (scripts/test/emotion-insertion.test.ts builds a probe with this resolution and runs it).
 */
export const EMOTION_INSERTION = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: fileURLToPath(new URL('../packages/ui/src/theme/emotion-insertion.ts', import.meta.url)),
};

// In development the API (and the runtime app-config.json it serves) runs on its own port.
const API_ORIGIN = process.env.DOCAPPLY_API_ORIGIN ?? 'http://localhost:3000';

// Our packages are imported through their index files; none of their modules does anything on
// import but define things.
const PACKAGE_SOURCE = /packages[\\/](ui|contracts|rules)[\\/]src[\\/].*\.tsx?$/;

// MUI's core (its components, styling engine and their helpers), which nearly every page draws with.
const MUI_CORE =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion|react-is|stylis|hoist-non-react-statics|clsx|prop-types)[\\/]/;
// The libraries nearly every page uses beside React and MUI: one file, not one per module set.
const LIBS = /node_modules[\\/](@tanstack|react-router|ky|dayjs|eventsource|eventsource-parser)[\\/]/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** MUI's components under `names`: a test on the module's path. */
const muiComponents = (names: string) =>
  new RegExp(`node_modules[\\\\/]@mui[\\\\/]material[\\\\/](esm[\\\\/])?(${names})[\\\\/]`);
/**
 * What a text field draws with: the input, its outline, label and adornments. A page that shows
 * no form (the doctor's dashboard) does not carry them; a list page's search box does.
 */
const MUI_INPUTS = muiComponents(
  'InputBase|OutlinedInput|Input|TextareaAutosize|FormControl|InputLabel|FormLabel|InputAdornment',
);
/**
 * The rest of a form's controls: boxes, switches, radios, helper texts, native selects. Left to
 * the bundler, in files by the pages that share them: a group would bring the radios to the queue
 * for its one switch.
 */
const MUI_CHOICES = muiComponents(
  ['NativeSelect|FormControlLabel|FormGroup', 'Radio|RadioGroup|Checkbox|Switch'].join('|'),
);
/**
 * A select and what it opens: the menu in a popover in a modal, with its focus trap. MUI's
 * TextField brings them, for its `select` mode; a list page's filters draw with `LazySelect`
 * (packages/ui), which loads them on first use.
 */
const MUI_MENUS = muiComponents(
  'Select|TextField|Menu|MenuList|MenuItem|ListItemIcon|ListItemText|Popover|Modal|Backdrop|Unstable_TrapFocus|Portal|Fade|Grow',
);
/**
 * Dialogs and tooltips, which many pages open on a press. (A drawer, a snackbar or the autocomplete
 * few pages draw: the bundler gives them files of their own.)
 */
const MUI_OVERLAYS = muiComponents('Dialog[A-Za-z]*|Tooltip|Popper');
/**
 * A form field's helper text and the filled input: TextField imports them, and in the menus'
 * file they would bring it to every form. A form's fields draw without TextField (TextBox,
 * LazySelect in packages/ui), so its menus load on first use; these come in a file of their own.
 */
const MUI_FIELD_PARTS = muiComponents('FormHelperText|FilledInput');
const MUI_TABLES = muiComponents('Table[A-Za-z]*');
/**
 * Helpers of the menus, tabs and steppers (roving focus) and of the transitions (fade, grow,
 * collapse): in `mui-shared` they would come to every page that loads it for a chip or a card.
 * The bundler puts them in files by the pages that share them.
 */
const MUI_HELPERS_ELSEWHERE =
  /node_modules[\\/]@mui[\\/](material|utils)[\\/](esm[\\/])?(utils[\\/])?(useRovingTabIndex|internal[\\/]Transition)\b/;
/**
 * The transition the menus' fades and grows and an accordion's collapse play: a file of its own, or
 * the menus' file would take it (a group takes what its modules import) and come with the
 * accordions of a page that opens no menu (the review's answers).
 */
/**
 * The layout grid: the forms lay out their fields with it, so each dialog loaded on its own (the
 * review's) counts as a part sharing it; in `mui-shared` it would come to the pages that draw none
 * (the queue). The bundler puts it in a file by the pages that share it.
 */
const MUI_GRID = /node_modules[\\/]@mui[\\/](material|system)[\\/](esm[\\/])?Grid[\\/]/;
const MUI_TRANSITION = /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?internal[\\/]Transition\b/;

/**
 * MUI's code in six files, so that a page carries what it draws. The shell's (`mui`: the styling
 * engine, buttons, the app bar: what every page loads with the site); what a third of the lazy
 * parts of a site (12 of about 36) draw beside it (`mui-shared`: alerts, lists, cards); text
 * fields (`mui-inputs`); a select's menu (`mui-menus`); dialogs and tooltips (`mui-overlays`);
 * tables. A form's other controls go in files by the pages sharing them. Left to itself the bundler gives
 * each set of pages sharing modules a file of its own: 54 files for the doctor's dashboard, each a
 * request (a phone opens six at a time) and each compressed on its own (15 KiB more). One file for
 * all of MUI carried the forms' inputs, menus and dialogs to the dashboard, which draws none.
 * A group takes the modules its modules import too, whichever group they match, unless a group
 * of higher priority took them first: React has a file of its own, else its small `react-dom`
 * module (portals) would go with the first group whose modules import it, and every page would
 * load that group.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: REACT, tags: ['$initial' as const], priority: 5 },
  { name: 'mui', test: MUI_CORE, tags: ['$initial' as const], priority: 4 },
  { name: 'libs', test: LIBS, minShareCount: 12, priority: 3 },
  {
    name: 'mui-shared',
    test: (id: string) =>
      MUI_CORE.test(id) &&
      !MUI_HELPERS_ELSEWHERE.test(id) &&
      !MUI_GRID.test(id) &&
      !MUI_INPUTS.test(id) &&
      !MUI_CHOICES.test(id) &&
      !MUI_MENUS.test(id) &&
      !MUI_OVERLAYS.test(id) &&
      !MUI_FIELD_PARTS.test(id) &&
      !MUI_TABLES.test(id),
    minShareCount: 12,
    priority: 3,
  },
  // Above the menus: taken first, they stay out of the menus' file, which TextField's imports fill.
  {
    name: 'mui-field-parts',
    test: MUI_FIELD_PARTS,
    minShareCount: 2,
    priority: 3,
    includeDependenciesRecursively: false,
  },
  { name: 'mui-transition', test: MUI_TRANSITION, minShareCount: 2, priority: 3 },
  { name: 'mui-inputs', test: MUI_INPUTS, minShareCount: 2, priority: 2 },
  // Only the menus' own modules: the list, slot and roving-focus helpers they import are drawn by
  // pages without menus (the dashboard's lists, the stepper, the date field), and go with those.
  {
    name: 'mui-menus',
    test: MUI_MENUS,
    minShareCount: 2,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  { name: 'mui-tables', test: MUI_TABLES, minShareCount: 2, priority: 2 },
  // Below the menus: a dialog's modal and backdrop stay in the menus' file, which dialogs load too.
  {
    name: 'mui-overlays',
    test: MUI_OVERLAYS,
    minShareCount: 2,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

/**
 * Text files get a .br and a .gz beside them at build time, at the strongest settings (paid once,
 * not per request); the API serves them as they are (@fastify/static preCompressed). Fonts
 * (woff2), images and PDFs are compressed already and left alone.
 */
function precompress() {
  return compression({
    include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}

/** The one Vite config of both sites; they differ only in the path they are served at. */
export function defineSiteConfig({
  base,
  siteUrl,
  firstCallsOf,
}: {
  base: string;
  siteUrl: string;
  /** The site's signed-in pages' first calls, started by its index.html (vite-first-calls.ts). */
  firstCallsOf: TFirstCallsOptions;
}): UserConfig {
  return defineConfig({
    base,
    mode: 'production',
    plugins: [
      react(),
      pureSchemas(),
      bootLoader(),
      firstCalls(firstCallsOf),
      preloadFonts(),
      inlineCss(),
      precompress(),
    ],
    resolve: {
      // react-router 8's package exports give its production build by default (7's gave only the
      // development one, which an alias here replaced).
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', siteUrl)) }, EMOTION_INSERTION],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      sourcemap: false,
      emptyOutDir: true,
      // dist/.vite/manifest.json: which files each page's chunk needs, read by
      // scripts/route-preloads.mjs (the API does not serve dot-folders).
      manifest: true,
      // Without Vite's modulepreload polyfill (0.4 KiB on every page): the browsers without
      // `<link rel="modulepreload">` (Safari before 17) load the same files, on import instead
      // of ahead of it.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        treeshake: {
          // Saying so keeps e.g. the date picker (only needed by forms) out of the first
          // download of every page.
          // The contracts' schemas beside the constants a page imports: see vite-pure-schemas.ts.
          moduleSideEffects: [{ test: PACKAGE_SOURCE, sideEffects: false }],
        },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
    server: {
      proxy: { '/api': API_ORIGIN, [`${base}app-config.json`]: API_ORIGIN },
    },
  });
}
