// Web features stay independent (docs/architecture.md, docs/decisions/017): a file in
// src/features/<a> may not reach into src/features/<b>, whether by the `@/` alias or by a
// relative path, and shared code (src/lib, src/components) may not reach into any feature.
// Resolving the specifier against the importing file catches every spelling of the same path.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../apps/web/src');

/** The feature folder a path lies in, '' for shared code, null outside the guarded folders. */
function areaOf(path) {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'features') return parts[1];
  if (parts[0] === 'lib' || parts[0] === 'components') return '';
  return null;
}

function targetOf(specifier, filename) {
  if (specifier.startsWith('@/')) return resolve(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(filename), specifier);
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}'; compose them in src/app.",
      sharedToFeature: "Shared code imports feature '{{to}}'; move what both need into src/lib.",
    },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (from === null) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, context.filename);
      if (!target) return;
      const parts = relative(SRC, target).split(sep);
      if (parts[0] !== 'features' || parts.length < 2) return;
      const to = parts[1];
      if (to === from) return;
      context.report({
        node: source,
        messageId: from === '' ? 'sharedToFeature' : 'crossFeature',
        data: { from, to },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
      // vi.mock('…') names a module as surely as an import does.
      CallExpression(node) {
        const [first] = node.arguments;
        const callee = node.callee;
        if (
          first?.type === 'Literal' &&
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name)
        ) {
          check(first);
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
