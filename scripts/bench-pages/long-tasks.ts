// The long tasks of a page's load, for npm run bench:profile -- <page> --tasks (profile-page.ts):
// each main-thread task of over 50 ms in a Chromium trace, with what its time went to and the
// sources of its script from the CPU profile taken beside it.
export type TNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
export type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
export type TTraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];
/** The work a long task is made of, by the trace's event names (as DevTools' summary groups it). */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
};

/**
 * Each main-thread task of over 50 ms (4x slowed: what Lighthouse counts as blocking), with what
 * its time went to (style, layout, paint, script; the rest is the task's own) and the sources of
 * its script, from the profile's samples within it. `scale` multiplies every time of the trace
 * (4 for a trace recorded unslowed: what Lighthouse's simulation does with its own).
 */
export function printLongTasks(
  events: TTraceEvent[],
  profile: TProfile,
  sourceOf: Map<number, string>,
  oursOf: Map<number, string>,
  scale = 1,
) {
  const ms = (microseconds: number) => (microseconds * scale) / 1000;
  // The page's renderer main thread: of the renderers' main threads, the one with the most of a
  // page's work (script, style, layout, parsing), not of tasks alone (a spare renderer has many).
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busy = (m: TTraceEvent) =>
    events.reduce(
      (sum, e) => sum + (e.pid === m.pid && e.tid === m.tid && KINDS[e.name] ? (e.dur ?? 0) : 0),
      0,
    );
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) {
    console.log('no renderer main thread in the trace');
    return;
  }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && ms(e.dur!) > 50);
  const sampleTimes: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    sampleTimes.push(at);
  }
  const first = tasks[0]?.ts ?? 0;
  let blocking = 0;
  console.log('--- tasks over 50 ms (ms from the first; duration; what it went to; its script by source)');
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += ms(task.dur!) - 50;
    const kinds = new Map<string, number>();
    // Outermost events of each kind only: a Layout inside a FunctionCall counts as layout.
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && KINDS[e.name],
    );
    for (const e of inside) {
      const kind = KINDS[e.name]!;
      const nested = inside.some(
        (o) =>
          o !== e &&
          KINDS[o.name] === kind &&
          o.ts <= e.ts &&
          o.ts + o.dur! >= e.ts + e.dur! &&
          o.dur! > e.dur!,
      );
      if (!nested) {
        kinds.set(kind, (kinds.get(kind) ?? 0) + ms(e.dur!));
      }
    }
    const script = kinds.get('script') ?? 0;
    for (const kind of ['style', 'layout', 'paint', 'gc', 'compile']) {
      if (kinds.has(kind) && ['style', 'layout', 'paint'].includes(kind)) {
        // Style and layout forced by script sit inside its FunctionCall: shown apart from it.
        kinds.set('script', Math.max(0, (kinds.get('script') ?? script) - kinds.get(kind)!));
      }
    }
    const bySource = new Map<string, number>();
    const byOurs = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const t = sampleTimes[i]!;
      const where = sourceOf.get(id) ?? '?';
      if (t >= task.ts && t <= end && !where.startsWith('((')) {
        bySource.set(where, (bySource.get(where) ?? 0) + ms(profile.timeDeltas[i]!));
        const ours = oursOf.get(id) ?? '?';
        byOurs.set(ours, (byOurs.get(ours) ?? 0) + ms(profile.timeDeltas[i]!));
      }
    });
    const parts = [...kinds]
      .filter(([, t]) => t >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([k, t]) => `${k} ${t.toFixed(0)}`)
      .join(', ');
    const heaviest = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, t]) => `${k} ${t.toFixed(0)}`)
        .join(', ');
    console.log(
      `${ms(task.ts - first)
        .toFixed(0)
        .padStart(6)} ${ms(task.dur!).toFixed(0).padStart(5)} ms  ${parts}`,
    );
    console.log(`         ${heaviest(bySource)}\n         for: ${heaviest(byOurs)}`);
  }
  console.log(
    `blocking time over 50 ms per task, summed: ${blocking.toFixed(0)} ms in ${tasks.length} tasks`,
  );
  // The browser's rendering work in the whole load, long tasks or not (these events never nest).
  const rendering = ['UpdateLayoutTree', 'Layout', 'Paint'].map((event) => {
    const total = onMain.filter((e) => e.name === event).reduce((sum, e) => sum + ms(e.dur!), 0);
    return `${KINDS[event]} ${total.toFixed(0)} ms`;
  });
  console.log(`in the whole load: ${rendering.join(', ')}`);
}
