import { createResume, getTemplateMeta, resolveSettings, type Resume } from '@resumio/resume';
import { describe, expect, it } from 'vitest';
import { withSettings } from '../section-layout.ts';
import { applyTemplate } from './apply-template.ts';

const onTemplate = (templateId: 'modern' | 'classic', design = {}) =>
  withSettings(createResume({ title: 'CV', templateId }), (settings) => ({
    ...settings,
    design: { ...settings.design, ...design },
  }));

const designOf = (resume: Resume) => resolveSettings(resume).design;

describe('applyTemplate', () => {
  const classic = getTemplateMeta('classic').defaultDesign;
  const modern = getTemplateMeta('modern').defaultDesign;

  it('keeps the font and colour the user chose, and takes the rest from the template', () => {
    const font = modern.fontFamily === 'lato' ? 'inter' : 'lato';
    const chosen = onTemplate('modern', { fontFamily: font, accentColor: '#8a1538' });
    const switched = designOf(applyTemplate(chosen, 'classic'));
    expect(resolveSettings(applyTemplate(chosen, 'classic')).templateId).toBe('classic');
    expect(switched.fontFamily).toBe(font);
    expect(switched.accentColor).toBe('#8a1538');
    expect(switched.lineHeight).toBe(classic.lineHeight);
    expect(switched.margins).toEqual(classic.margins);
  });

  it("follows the new template where the user kept the old one's defaults", () => {
    const untouched = onTemplate('modern');
    const switched = designOf(applyTemplate(untouched, 'classic'));
    expect(switched.fontFamily).toBe(classic.fontFamily);
    expect(switched.accentColor).toBe(classic.accentColor);
  });

  it('keeps the document language the user chose', () => {
    const german = onTemplate('modern', { language: 'de' });
    expect(designOf(applyTemplate(german, 'classic')).language).toBe('de');
    expect(designOf(applyTemplate(onTemplate('modern'), 'classic')).language).toBeUndefined();
  });

  it('keeps the page set-up', () => {
    const letter = onTemplate('modern', { pageSize: 'Letter', fitToOnePage: true });
    const switched = designOf(applyTemplate(letter, 'classic'));
    expect(switched.pageSize).toBe('Letter');
    expect(switched.fitToOnePage).toBe(true);
  });
});
