import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, findOldNodeProblem } from '@/lib/node-version';

describe('the Node the server runs on', () => {
  it('is the one npm install brought: the tests run on it', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(NODE_MAJOR);
    expect(findOldNodeProblem()).toBeNull();
  });

  it('refuses an older Node, saying which and how to start on the right one', () => {
    expect(findOldNodeProblem('20.20.2')).toBe(
      'DocApply needs Node 24 or newer; this is Node 20.20.2. Start it with npm start, which runs the ' +
        'Node 24 that npm install brought (node_modules/.bin/node).',
    );
    expect(findOldNodeProblem('v26.1.0')).toBeNull();
  });
});
