import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_LANGUAGE_NAMES,
  type Design,
  type DocumentLanguage,
  FONT_FAMILY_IDS,
  FONT_FAMILY_LABELS,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  PAGE_SIZES,
  type Resume,
  type TemplateId,
  resolveSettings,
} from '@resumio/resume';
import { memo, useId, useState } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import type { DocumentStore } from '../document-store.ts';
import { withSettings } from '../section-layout.ts';
import { applyTemplate } from './apply-template.ts';
import { RangeField } from './range-field.tsx';
import { TemplatePicker } from './template-picker.tsx';

export interface DesignPanelProps {
  settings: Resume['resumio'];
  store: DocumentStore;
  isPremium: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;
const points = (v: number) => `${Number(v.toFixed(1))} pt`;
const times = (v: number) => `${v.toFixed(2)}×`;

/** Template, colour, type, spacing, margins and page set-up. */
export const DesignPanel = memo(function DesignPanel({
  settings,
  store,
  isPremium,
}: DesignPanelProps) {
  const resolved = resolveSettings({ resumio: settings } as Resume);
  const design = resolved.design;
  const colourId = useId();
  const fontId = useId();
  const languageId = useId();
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const setDesign = (patch: Partial<Design>) =>
    store.update((r) => withSettings(r, (s) => ({ ...s, design: { ...s.design, ...patch } })));
  const setMargins = (patch: Partial<Design['margins']>) =>
    setDesign({ margins: { ...design.margins, ...patch } });

  return (
    <div className="space-y-6">
      <TemplatePicker
        value={resolved.templateId}
        isPremium={isPremium}
        onChange={(id: TemplateId) => store.update((r) => applyTemplate(r, id))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={colourId} className={labelClasses}>
            Accent colour
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the accent colour"
              value={design.accentColor}
              onChange={(event) => {
                setHexDraft(null);
                setDesign({ accentColor: event.target.value });
              }}
              className="h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <input
              id={colourId}
              type="text"
              spellCheck={false}
              value={hexDraft ?? design.accentColor}
              aria-invalid={hexDraft !== null && !HEX.test(hexDraft) ? true : undefined}
              aria-describedby={`${colourId}-hint`}
              onChange={(event) => {
                const value = event.target.value.trim();
                setHexDraft(value);
                if (HEX.test(value)) setDesign({ accentColor: value.toLowerCase() });
              }}
              onBlur={() => setHexDraft(null)}
              className={`${inputClasses} mt-0 font-mono`}
            />
          </div>
          <p id={`${colourId}-hint`} className="mt-1 text-xs text-slate-600">
            A hex colour such as #1f3a5f
          </p>
        </div>
        <div>
          <label htmlFor={fontId} className={labelClasses}>
            Font
          </label>
          <select
            id={fontId}
            value={design.fontFamily}
            onChange={(event) =>
              setDesign({ fontFamily: event.target.value as Design['fontFamily'] })
            }
            className={inputClasses}
          >
            {FONT_FAMILY_IDS.map((id) => (
              <option key={id} value={id}>
                {FONT_FAMILY_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={languageId} className={labelClasses}>
            Document language
          </label>
          <select
            id={languageId}
            value={design.language ?? ''}
            aria-describedby={`${languageId}-hint`}
            onChange={(event) =>
              setDesign({
                language: (event.target.value || undefined) as DocumentLanguage | undefined,
              })
            }
            className={inputClasses}
          >
            <option value="">As the resume is written</option>
            {DOCUMENT_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {DOCUMENT_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="mt-1 text-xs text-slate-600">
            Section headings, months and “Present” follow it; headings you renamed stay as typed.
          </p>
        </div>
        <div />
        <RangeField
          label="Text size"
          value={design.fontSize}
          min={MIN_FONT_SIZE}
          max={MAX_FONT_SIZE}
          step={0.5}
          format={points}
          onValueChange={(fontSize) => setDesign({ fontSize })}
        />
        <RangeField
          label="Line height"
          value={design.lineHeight}
          min={1}
          max={2}
          step={0.05}
          format={times}
          onValueChange={(lineHeight) => setDesign({ lineHeight })}
        />
        <RangeField
          label="Spacing between sections"
          value={design.spacing}
          min={0.5}
          max={2}
          step={0.05}
          format={times}
          onValueChange={(spacing) => setDesign({ spacing })}
        />
        <div />
        <RangeField
          label="Side margins"
          value={design.margins.horizontal}
          min={18}
          max={108}
          step={2}
          format={(v) => `${v} pt`}
          onValueChange={(horizontal) => setMargins({ horizontal })}
        />
        <RangeField
          label="Top and bottom margins"
          value={design.margins.vertical}
          min={18}
          max={108}
          step={2}
          format={(v) => `${v} pt`}
          onValueChange={(vertical) => setMargins({ vertical })}
        />
      </div>
      <fieldset>
        <legend className={labelClasses}>Page size</legend>
        <div className="mt-2 flex gap-4">
          {PAGE_SIZES.map((size) => (
            <label key={size} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="page-size"
                value={size}
                checked={design.pageSize === size}
                onChange={() => setDesign({ pageSize: size })}
                className="size-4 accent-brand-600"
              />
              {size === 'A4' ? 'A4 (210 × 297 mm)' : 'US Letter (8.5 × 11 in)'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-3">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={design.fitToOnePage}
            onChange={(event) => setDesign({ fitToOnePage: event.target.checked })}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <span className="font-medium">Fit to one page</span>
            <span className="block text-xs text-slate-600">
              Shrinks text, spacing and margins step by step, never below {MIN_FONT_SIZE} pt.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={design.showPageNumbers}
            onChange={(event) => setDesign({ showPageNumbers: event.target.checked })}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span className="font-medium">Page numbers</span>
        </label>
      </div>
    </div>
  );
});
