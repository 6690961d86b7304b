import type { ComponentType } from 'react';
import type { TemplateId } from '../model/template-ids.ts';
import { BannerTemplate } from './banner.ts';
import { ClassicTemplate } from './classic.ts';
import { ExecutiveTemplate } from './executive.ts';
import { LedgerTemplate } from './ledger.ts';
import { MinimalTemplate } from './minimal.ts';
import { ModernTemplate } from './modern.ts';
import type { TemplateProps } from './parts/resume-layout.ts';
import { TechnicalTemplate } from './technical.ts';
import { TimelineTemplate } from './timeline.ts';

export const TEMPLATE_COMPONENTS: Record<TemplateId, ComponentType<TemplateProps>> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  executive: ExecutiveTemplate,
  minimal: MinimalTemplate,
  technical: TechnicalTemplate,
  banner: BannerTemplate,
  timeline: TimelineTemplate,
  ledger: LedgerTemplate,
};
