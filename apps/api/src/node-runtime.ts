/** The oldest Node.js the project still runs on, and the releases it is supported on. */
export const MINIMUM_NODE = '20.19.0';
export const SUPPORTED_NODE_MAJORS = [22, 24] as const;

export type RuntimeVerdict =
  | { kind: 'supported' }
  | { kind: 'past-end-of-life'; message: string }
  | { kind: 'too-old'; message: string };

const parse = (version: string) => version.replace(/^v/, '').split('.').map(Number);

function isOlder(version: string, than: string): boolean {
  const [a, b] = [parse(version), parse(than)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
}

/**
 * Node 20 reached its end of life in April 2026. It still runs the server from 20.19 (the first
 * release whose ES module loading the dependencies rely on), with a notice; older releases are
 * refused at start-up with a message that names the cause.
 */
export function judgeNodeRuntime(version: string): RuntimeVerdict {
  const supported = SUPPORTED_NODE_MAJORS.join(' or ');
  if (isOlder(version, MINIMUM_NODE)) {
    return {
      kind: 'too-old',
      message: `Resumio needs Node.js ${MINIMUM_NODE} or newer (${supported} recommended); this is Node.js ${version}.`,
    };
  }
  if (parse(version)[0] === 20) {
    return {
      kind: 'past-end-of-life',
      message: `Node.js ${version} is past its end of life (April 2026); Resumio supports Node.js ${supported}.`,
    };
  }
  return { kind: 'supported' };
}
