import type { z } from 'zod';
import { resumeSchema } from '../model/resume.ts';

/**
 * What the model expects at a place in the document, read from its zod schemas so the importer
 * follows the model as it grows instead of keeping a copy of it.
 */
export type Shape =
  | { kind: 'text' }
  | { kind: 'list'; item: Shape }
  | { kind: 'object'; fields: Readonly<Record<string, Shape>> }
  | { kind: 'other' };

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  shape?: Record<string, z.ZodType>;
  values?: readonly unknown[];
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { def: SchemaDef }).def;
}

export function shapeOf(schema: z.ZodType): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return def.innerType ? shapeOf(def.innerType) : { kind: 'other' };
    case 'string':
      return { kind: 'text' };
    case 'literal':
      return (def.values ?? []).every((v) => typeof v === 'string')
        ? { kind: 'text' }
        : { kind: 'other' };
    case 'union': {
      const options = (def.options ?? []).map(shapeOf);
      return options.length > 0 && options.every((o) => o.kind === 'text')
        ? { kind: 'text' }
        : { kind: 'other' };
    }
    case 'array':
      return def.element ? { kind: 'list', item: shapeOf(def.element) } : { kind: 'other' };
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, shapeOf(value)]),
        ),
      };
    default:
      return { kind: 'other' };
  }
}

function resumeShape(): Shape {
  const shape = shapeOf(resumeSchema);
  if (shape.kind !== 'object') return shape;
  // Settings are read by their own schema when lifted out of `meta`.
  const { resumio: _settings, ...fields } = shape.fields;
  return { kind: 'object', fields };
}

/** The JSON Resume part of the model: every section and field the product reads and shows. */
export const RESUME_SHAPE: Shape = resumeShape();
