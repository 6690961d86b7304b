import type { TemplateId } from '../model/template-ids.ts';
import { theme as banner } from './banner.ts';
import { theme as classic } from './classic.ts';
import { theme as executive } from './executive.ts';
import { theme as ledger } from './ledger.ts';
import { theme as minimal } from './minimal.ts';
import { theme as modern } from './modern.ts';
import { theme as technical } from './technical.ts';
import type { TemplateTheme } from './theme.ts';
import { theme as timeline } from './timeline.ts';

/** Each template's look, for documents that borrow it (a cover letter's letterhead). */
export const TEMPLATE_THEMES: Record<TemplateId, TemplateTheme> = {
  classic,
  modern,
  executive,
  minimal,
  technical,
  banner,
  timeline,
  ledger,
};
