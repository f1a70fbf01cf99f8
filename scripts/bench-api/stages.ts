// Where one request's CPU goes, by stage of the pipeline every request crosses (bench:api prints it
// before the load): the endpoint is requested in this process through app.inject, its CPU per
// request measured, then split by the shares of a V8 CPU profile of as many more requests. Each
// sample is charged to the innermost frame on its stack that belongs to a stage (the logger, a
// plugin, the first hook, the guard, the database, Fastify...); frames of shared code (Node's
// streams and headers, zod, native code) pass it on to their caller, so the serialiser's
// JSON.stringify counts as serialisation and the writing of headers as sending.
import type { Profiler, Runtime } from 'node:inspector';
import { Session } from 'node:inspector/promises';
import type { FastifyInstance } from 'fastify';
import type { TEndpoint } from './endpoints';

export type TStageName = (typeof STAGE_NAMES)[number];

export const STAGE_NAMES = [
  'logging',
  'first hook (headers, context)',
  'overload refusal',
  'rate limit',
  'compression',
  'auth guard',
  'input hygiene',
  'request validation',
  'route handler',
  'database',
  'response serialisation',
  'sending (headers, body)',
  'Fastify (routing, hooks, objects)',
  'HTTP (parser, socket)',
  'garbage collection',
  'other',
] as const;

type TFrame = Runtime.CallFrame;
type TRule = { stage: TStageName; url?: RegExp; name?: RegExp };

const API = 'apps/api/src/';

/**
 * A frame matching a rule (the first that matches) belongs to its stage; frames no rule names
 * (Node's streams and outgoing headers, zod, native code) belong to their caller's.
 */
const RULES: TRule[] = [
  { stage: 'logging', url: /node_modules\/(?:pino|pino-std-serializers|sonic-boom|@pinojs|fast-redact)\// },
  { stage: 'logging', url: /apps\/api\/src\/logger\.ts|fastify\/lib\/(?:logger-factory|log-controller)\.js/ },
  { stage: 'compression', url: /@fastify\/compress\/|node:zlib/ },
  { stage: 'rate limit', url: /@fastify\/rate-limit\/|toad-cache/ },
  { stage: 'rate limit', url: /apps\/api\/src\/plugins\/security\.ts/, name: /^createClientKey$/ },
  { stage: 'overload refusal', url: new RegExp(`${API}plugins/overload\\.ts`) },
  {
    stage: 'database',
    url: /drizzle-orm|node_modules\/(?:pg|pg-protocol|pg-pool|@electric-sql|p-queue)\/|^wasm:/,
  },
  { stage: 'database', url: new RegExp(`${API}core/db/`) },
  { stage: 'auth guard', url: new RegExp(`${API}core/access/|node_modules/(?:jose|lru-cache)/`) },
  {
    stage: 'input hygiene',
    url: new RegExp(`${API}plugins/input-hygiene\\.ts|packages/rules/src/input-text`),
  },
  { stage: 'response serialisation', url: new RegExp(`${API}plugins/response-serializer\\.ts`) },
  {
    stage: 'first hook (headers, context)',
    url: new RegExp(`${API}(?:app|core/context|plugins/shutdown)\\.ts`),
  },
  { stage: 'route handler', url: new RegExp(`${API}|packages/(?:contracts|rules)/src/`) },
  { stage: 'request validation', url: /fastify\/lib\/validation\.js/ },
  { stage: 'response serialisation', url: /fastify\/lib\/reply\.js/, name: /^serialize$/ },
  {
    stage: 'sending (headers, body)',
    url: /fastify\/lib\/reply\.js/,
    name: /^(?:onSendEnd|writePayload|safeWriteHead)$/,
  },
  { stage: 'Fastify (routing, hooks, objects)', url: /node_modules\/(?:fastify|find-my-way|avvio)\// },
  // In-process (app.inject), light-my-request stands in for the socket and the parser.
  {
    stage: 'HTTP (parser, socket)',
    url: /light-my-request|node:(?:net|_http_common|_http_incoming|internal\/stream_base_commons)/,
  },
  {
    stage: 'HTTP (parser, socket)',
    name: /^(?:parserOnIncoming|connectionListenerInternal|socketOnData|onParserExecute)/,
  },
  { stage: 'garbage collection', name: /^\(garbage collector\)$/ },
];

function findStage(frame: TFrame): TStageName | null {
  for (const rule of RULES) {
    if ((!rule.url || rule.url.test(frame.url)) && (!rule.name || rule.name.test(frame.functionName))) {
      return rule.stage;
    }
  }
  return null;
}

/** Samples of no request: idle, the VM's own, and the profiler answering (`dispatch`). */
const IGNORED = new Set(['(idle)', '(program)', '(root)', 'dispatch']);

/** CPU time by stage, in µs, over the profile (idle time and the profiler's own left out). */
function measureStages(profile: Profiler.Profile): Map<TStageName, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parents.set(child, node.id);
    }
  }
  const stageOf = new Map<number, TStageName | null>();
  const resolve = (id: number): TStageName | null => {
    if (stageOf.has(id)) {
      return stageOf.get(id) ?? null;
    }
    const node = nodes.get(id);
    if (!node) {
      return null;
    }
    const parent = parents.get(id);
    const own = findStage(node.callFrame);
    const stage = own ?? (parent === undefined ? 'other' : resolve(parent));
    stageOf.set(id, stage);
    return stage;
  };
  const micros = new Map<TStageName, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]);
    if (!node || IGNORED.has(node.callFrame.functionName)) {
      continue;
    }
    const stage = resolve(samples[i]);
    if (stage) {
      micros.set(stage, (micros.get(stage) ?? 0) + (deltas[i] ?? 0));
    }
  }
  return micros;
}

/** One endpoint's CPU per request, in µs, in this process, and its share by stage. */
export type TStageCost = { endpoint: TEndpoint; cpuUs: number; stages: Map<TStageName, number> };

/** Requests in flight at a time: some overlap, as under load, without a deep queue. */
const CONCURRENCY = 10;
/** A sample every 200 µs: finer sampling costs the profiled code more than it tells. */
const SAMPLING_US = 200;

async function send(app: FastifyInstance, endpoint: TEndpoint, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, count - sent) }, () =>
      app.inject({ method: 'GET', url: endpoint.url, headers: endpoint.headers }),
    );
    for (const response of await Promise.all(batch)) {
      if (response.statusCode !== 200) {
        throw new Error(`${endpoint.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
  }
}

/**
 * `requests` requests through app.inject after as many unmeasured (JIT, caches): their CPU per
 * request, then the same again under the CPU profiler for the split by stage (its samples cost
 * time of their own, so the profile gives the shares and the unprofiled run the total).
 */
export async function profileStages(
  app: FastifyInstance,
  endpoint: TEndpoint,
  requests: number,
): Promise<TStageCost> {
  await send(app, endpoint, requests);
  const started = process.cpuUsage();
  await send(app, endpoint, requests);
  const used = process.cpuUsage(started);
  const cpuUs = (used.user + used.system) / requests;
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await session.post('Profiler.start');
    await send(app, endpoint, requests);
    const { profile } = await session.post('Profiler.stop');
    const micros = measureStages(profile);
    const total = [...micros.values()].reduce((sum, value) => sum + value, 0);
    const stages = new Map([...micros].map(([stage, us]) => [stage, total > 0 ? (cpuUs * us) / total : 0]));
    return { endpoint, cpuUs, stages };
  } finally {
    session.disconnect();
  }
}
