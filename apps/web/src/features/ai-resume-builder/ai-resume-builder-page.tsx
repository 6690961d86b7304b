import { usePageMeta } from '@/lib/seo.ts';
import { AiTailoring } from './components/ai-tailoring.tsx';
import { BuilderFaq } from './components/builder-faq.tsx';
import { BuilderFinalCta } from './components/builder-final-cta.tsx';
import { BuilderHero } from './components/builder-hero.tsx';
import { BuilderSteps } from './components/builder-steps.tsx';
import { TemplateShowcase } from './components/template-showcase.tsx';

export function AiResumeBuilderPage() {
  usePageMeta({
    title: 'AI Resume Builder — ATS-Friendly Templates and Job Tailoring',
    description:
      'Build an ATS-friendly resume with a live PDF preview, eight professional templates and AI that tailors keywords and bullet points to each job. Free to start, no account needed.',
  });
  return (
    <>
      <BuilderHero />
      <BuilderSteps />
      <AiTailoring />
      <TemplateShowcase />
      <BuilderFaq />
      <BuilderFinalCta />
    </>
  );
}
