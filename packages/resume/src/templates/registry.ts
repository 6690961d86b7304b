import { type Design, type DesignInput, designSchema } from '../model/design.ts';
import {
  TEMPLATE_IDS,
  TEMPLATE_TIERS,
  type TemplateId,
  type TemplateTier,
} from '../model/template-ids.ts';
import { type ThumbnailSpec, thumbnailSvg } from './thumbnail-svg.ts';

export type TemplateLayout = 'one-column' | 'two-column';
export type { TemplateTier };

export interface TemplateMeta {
  id: TemplateId;
  name: string;
  description: string;
  layout: TemplateLayout;
  tier: TemplateTier;
  defaultDesign: Design;
  /** SVG markup of a schematic page in the default colour. */
  thumbnail: string;
}

interface TemplateDefinition {
  name: string;
  description: string;
  layout: TemplateLayout;
  design: DesignInput;
  thumbnail: ThumbnailSpec;
}

// Metadata only: this module is imported by the browser bundle, so it must never pull in the
// PDF components.
const DEFINITIONS: Record<TemplateId, TemplateDefinition> = {
  classic: {
    name: 'Classic',
    description: 'Centred serif header and ruled headings: the traditional one-page look.',
    layout: 'one-column',
    design: {
      fontFamily: 'source-serif-4',
      accentColor: '#1f2937',
      fontSize: 10.5,
      lineHeight: 1.3,
    },
    thumbnail: { header: 'center', gutter: 'none', heading: 'rule', lineGap: 4 },
  },
  modern: {
    name: 'Modern',
    description: 'Clean sans-serif with a coloured name and headings.',
    layout: 'one-column',
    design: { fontFamily: 'inter', accentColor: '#2563eb', fontSize: 10, lineHeight: 1.4 },
    thumbnail: { header: 'left', gutter: 'none', heading: 'accent', lineGap: 4.2 },
  },
  executive: {
    name: 'Executive',
    description: 'Serif type under a coloured top rule, for senior roles.',
    layout: 'one-column',
    design: {
      fontFamily: 'source-serif-4',
      accentColor: '#0f3d3e',
      fontSize: 10.5,
      lineHeight: 1.35,
    },
    thumbnail: { header: 'bar', gutter: 'none', heading: 'rule', lineGap: 4.2 },
  },
  minimal: {
    name: 'Minimal',
    description: 'Generous white space, quiet grey details, nothing extra.',
    layout: 'one-column',
    design: {
      fontFamily: 'lato',
      accentColor: '#374151',
      fontSize: 10,
      lineHeight: 1.45,
      spacing: 1.2,
    },
    thumbnail: { header: 'left', gutter: 'none', heading: 'accent', lineGap: 5 },
  },
  technical: {
    name: 'Technical',
    description: 'Dense and compact, made for long engineering histories.',
    layout: 'one-column',
    design: {
      fontFamily: 'inter',
      accentColor: '#0e7490',
      fontSize: 9.5,
      lineHeight: 1.3,
      spacing: 0.85,
      margins: { horizontal: 36, vertical: 32 },
    },
    thumbnail: { header: 'left', gutter: 'none', heading: 'block', lineGap: 3.4 },
  },
  banner: {
    name: 'Banner',
    description: 'A coloured band across the top carries the name and contacts.',
    layout: 'one-column',
    design: { fontFamily: 'lato', accentColor: '#1e3a8a', fontSize: 10, lineHeight: 1.4 },
    thumbnail: { header: 'band', gutter: 'none', heading: 'accent', lineGap: 4.2 },
  },
  timeline: {
    name: 'Timeline',
    description: 'Dates in a left column beside each entry, read in order by parsers.',
    layout: 'two-column',
    design: { fontFamily: 'inter', accentColor: '#6d28d9', fontSize: 9.5, lineHeight: 1.35 },
    thumbnail: { header: 'left', gutter: 'dates', heading: 'accent', lineGap: 4 },
  },
  ledger: {
    name: 'Ledger',
    description: 'Section names in a left column, content beside them.',
    layout: 'two-column',
    design: {
      fontFamily: 'source-serif-4',
      accentColor: '#14532d',
      fontSize: 10,
      lineHeight: 1.35,
    },
    thumbnail: { header: 'center', gutter: 'labels', heading: 'accent', lineGap: 4.2 },
  },
};

export const TEMPLATES: readonly TemplateMeta[] = TEMPLATE_IDS.map((id) => {
  const definition = DEFINITIONS[id];
  const defaultDesign = designSchema.parse(definition.design);
  return {
    id,
    name: definition.name,
    description: definition.description,
    layout: definition.layout,
    tier: TEMPLATE_TIERS[id],
    defaultDesign,
    thumbnail: thumbnailSvg(definition.thumbnail, defaultDesign.accentColor),
  };
});

export function getTemplateMeta(id: TemplateId): TemplateMeta {
  const meta = TEMPLATES.find((t) => t.id === id);
  if (!meta) throw new Error(`Unknown template ${id}`);
  return meta;
}

/** The thumbnail in the user's own colour, for a template picker that previews their choice. */
export function templateThumbnail(id: TemplateId, accentColor?: string): string {
  const spec = DEFINITIONS[id].thumbnail;
  return thumbnailSvg(
    spec,
    accentColor && /^#[0-9a-f]{6}$/i.test(accentColor)
      ? accentColor
      : getTemplateMeta(id).defaultDesign.accentColor,
  );
}
