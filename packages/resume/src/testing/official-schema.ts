import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const require = createRequire(import.meta.url);
const schema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;
// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** Errors from the official JSON Resume schema (its npm package), empty when valid. */
export function officialSchemaErrors(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim());
}

export function officialExamples(): { name: string; document: Record<string, unknown> }[] {
  return [
    'sample.resume.json',
    'examples/career-changer.resume.json',
    'examples/new-grad.resume.json',
    'examples/senior-engineer.resume.json',
  ].map((name) => ({
    name,
    document: require(`@jsonresume/schema/${name}`) as Record<string, unknown>,
  }));
}
