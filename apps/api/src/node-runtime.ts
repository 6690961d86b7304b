/**
 * The Node.js releases the server runs on: the LTS lines 22 (from 22.12, the first whose ES module
 * loading and Node-API the dependencies rely on) and 24, the releases after them, and 20 from
 * 20.19 with a notice while machines still carry it. Odd lines between them (21, 23) ended before
 * the SQLite driver supported them and are refused.
 */
export const SUPPORTED_NODE_MAJORS = [22, 24] as const;
const MINIMUM_BY_MAJOR: Record<number, string> = { 20: '20.19.0', 22: '22.12.0' };
const NEWEST_SUPPORTED_MAJOR = Math.max(...SUPPORTED_NODE_MAJORS);

export type RuntimeVerdict =
  | { kind: 'supported' }
  | { kind: 'past-end-of-life'; message: string }
  | { kind: 'unsupported'; message: string };

const parse = (version: string) => version.replace(/^v/, '').split('.').map(Number);

function isOlder(version: string, than: string): boolean {
  const [a, b] = [parse(version), parse(than)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
}

const SUPPORTED_TEXT = 'Node.js 24 or 22.12+ (20.19+ still runs, past its end of life)';

export function judgeNodeRuntime(version: string): RuntimeVerdict {
  const major = parse(version)[0] ?? 0;
  const minimum = MINIMUM_BY_MAJOR[major];
  const refused =
    major < 20 ||
    (minimum !== undefined && isOlder(version, minimum)) ||
    (major < NEWEST_SUPPORTED_MAJOR && minimum === undefined);
  if (refused) {
    return {
      kind: 'unsupported',
      message: `Resumio does not run on Node.js ${version}: install ${SUPPORTED_TEXT}.`,
    };
  }
  if (major === 20) {
    return {
      kind: 'past-end-of-life',
      message: `Node.js ${version} is past its end of life (April 2026); Resumio supports Node.js 24 and 22.`,
    };
  }
  return { kind: 'supported' };
}
