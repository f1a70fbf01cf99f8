/** The Node major DocApply is built and tested on; `npm install` brings it (README, "Node"). */
export const NODE_MAJOR = 24;

/** Why this Node cannot run DocApply, or null when it can. */
export function findOldNodeProblem(version: string = process.versions.node): string | null {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major >= NODE_MAJOR) {
    return null;
  }
  return (
    `DocApply needs Node ${NODE_MAJOR} or newer; this is Node ${version}. Start it with npm start, ` +
    `which runs the Node ${NODE_MAJOR} that npm install brought (node_modules/.bin/node).`
  );
}
