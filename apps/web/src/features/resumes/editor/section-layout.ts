import {
  DEFAULT_SECTION_TITLES,
  RESUME_LIMITS,
  type BuiltinSectionKey,
  type Resume,
  type ResumioSettings,
  type SectionKey,
  customSectionKey,
  resolveSectionOrder,
  resolveSettings,
} from '@resumio/resume';

/** Changes Resumio's settings, creating them for a plain JSON Resume import. */
export function withSettings(
  resume: Resume,
  change: (settings: ResumioSettings) => ResumioSettings,
): Resume {
  return { ...resume, resumio: change(resolveSettings(resume)) };
}

/** Every section in display order, hidden ones included (the editor shows them all). */
export function editorSectionOrder(resume: Resume): SectionKey[] {
  return resolveSectionOrder(resume, { includeHidden: true });
}

export function isCustomKey(key: SectionKey): key is `custom:${string}` {
  return key.startsWith('custom:');
}

export function customIdOf(key: SectionKey): string {
  return key.slice('custom:'.length);
}

/** The title the user sees (and can rename) for a section. */
export function sectionTitle(settings: ResumioSettings, key: SectionKey): string {
  const renamed = settings.sections.titles[key];
  if (renamed !== undefined && renamed.trim() !== '') return renamed;
  if (isCustomKey(key)) {
    return settings.customSections.find((s) => s.id === customIdOf(key))?.title ?? '';
  }
  return DEFAULT_SECTION_TITLES[key as BuiltinSectionKey];
}

/** The title as typed, which may be empty while the user renames it. */
export function editableSectionTitle(settings: ResumioSettings, key: SectionKey): string {
  if (isCustomKey(key)) {
    return settings.customSections.find((s) => s.id === customIdOf(key))?.title ?? '';
  }
  return settings.sections.titles[key] ?? DEFAULT_SECTION_TITLES[key as BuiltinSectionKey];
}

/** A name for the section that does not change while its title is being typed. */
export function sectionControlName(settings: ResumioSettings, key: SectionKey): string {
  if (isCustomKey(key)) {
    const index = settings.customSections.findIndex((s) => s.id === customIdOf(key));
    return `custom section ${index + 1}`;
  }
  return `${DEFAULT_SECTION_TITLES[key as BuiltinSectionKey]} section`;
}

export function renameSection(resume: Resume, key: SectionKey, title: string): Resume {
  return withSettings(resume, (settings) => {
    if (isCustomKey(key)) {
      const id = customIdOf(key);
      const { [key]: _dropped, ...titles } = settings.sections.titles;
      return {
        ...settings,
        sections: { ...settings.sections, titles },
        customSections: settings.customSections.map((s) => (s.id === id ? { ...s, title } : s)),
      };
    }
    return {
      ...settings,
      sections: { ...settings.sections, titles: { ...settings.sections.titles, [key]: title } },
    };
  });
}

export function moveSection(resume: Resume, from: number, to: number): Resume {
  const order = editorSectionOrder(resume);
  const [key] = order.splice(from, 1);
  if (!key) return resume;
  order.splice(to, 0, key);
  return withSettings(resume, (settings) => ({
    ...settings,
    sections: { ...settings.sections, order },
  }));
}

export function setSectionHidden(resume: Resume, key: SectionKey, hidden: boolean): Resume {
  return withSettings(resume, (settings) => {
    const rest = settings.sections.hidden.filter((k) => k !== key);
    return {
      ...settings,
      sections: { ...settings.sections, hidden: hidden ? [...rest, key] : rest },
    };
  });
}

function uniqueCustomId(settings: ResumioSettings): string {
  const taken = new Set(settings.customSections.map((s) => s.id));
  for (let n = 1; ; n += 1) {
    const id = `section-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function canAddCustomSection(resume: Resume): boolean {
  return resolveSettings(resume).customSections.length < RESUME_LIMITS.customSections;
}

export function addCustomSection(resume: Resume, title = 'New section'): Resume {
  return withSettings(resume, (settings) => {
    const id = uniqueCustomId(settings);
    const order = editorSectionOrder(resume);
    return {
      ...settings,
      customSections: [...settings.customSections, { id, title, entries: [] }],
      sections: { ...settings.sections, order: [...order, customSectionKey(id)] },
    };
  });
}

export function removeCustomSection(resume: Resume, id: string): Resume {
  const key = customSectionKey(id);
  return withSettings(resume, (settings) => {
    const { [key]: _dropped, ...titles } = settings.sections.titles;
    return {
      ...settings,
      customSections: settings.customSections.filter((s) => s.id !== id),
      sections: {
        order: settings.sections.order.filter((k) => k !== key),
        hidden: settings.sections.hidden.filter((k) => k !== key),
        titles,
      },
    };
  });
}
