import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
const LARGE_BYTES = 256 * 1024;

function compressTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    // The best quality costs seconds on megabyte-sized workers for a percent or two.
    const quality = body.length > LARGE_BYTES ? 9 : 11;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Writes brotli and gzip siblings of every text asset after a build, so the server sends
 * compressed files without compressing at request time.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let served = true;
  return {
    name: 'resumio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // The server-side bundle only runs at build time; nobody downloads it.
      served = !config.build.ssr;
    },
    closeBundle() {
      if (served) compressTree(outDir);
    },
  };
}
