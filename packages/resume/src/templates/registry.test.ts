import { describe, expect, it } from 'vitest';
import { designSchema } from '../model/design.ts';
import { TEMPLATE_IDS } from '../model/template-ids.ts';
import { TEMPLATES, getTemplateMeta, templateThumbnail } from './registry.ts';
import { TEMPLATE_COMPONENTS } from './template-components.ts';

describe('template registry', () => {
  it('lists eight templates, two free, one- and two-column', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(TEMPLATES.filter((t) => t.tier === 'free').map((t) => t.id)).toEqual([
      'classic',
      'modern',
    ]);
    expect(getTemplateMeta('classic').layout).toBe('one-column');
    expect(getTemplateMeta('modern').layout).toBe('one-column');
    expect(TEMPLATES.filter((t) => t.layout === 'two-column').length).toBeGreaterThanOrEqual(2);
    expect(new Set(TEMPLATES.map((t) => t.name)).size).toBe(TEMPLATES.length);
  });

  it('has a valid default design, a component and an SVG thumbnail for each', () => {
    for (const template of TEMPLATES) {
      expect(designSchema.parse(template.defaultDesign)).toEqual(template.defaultDesign);
      expect(TEMPLATE_COMPONENTS[template.id]).toBeTypeOf('function');
      expect(template.thumbnail).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/,
      );
      expect(template.thumbnail).not.toMatch(/<text|<image|<script/);
    }
    expect(new Set(TEMPLATES.map((t) => t.thumbnail)).size).toBe(TEMPLATES.length);
  });

  it('recolours thumbnails and ignores invalid colours', () => {
    expect(templateThumbnail('modern', '#ff0000')).toContain('#ff0000');
    expect(templateThumbnail('modern', '"/><script>')).toBe(getTemplateMeta('modern').thumbnail);
  });
});
