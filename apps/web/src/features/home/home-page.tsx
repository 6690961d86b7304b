import { usePageMeta } from '@/lib/seo.ts';
import { FeaturesGrid } from './components/features-grid.tsx';
import { FinalCta } from './components/final-cta.tsx';
import { Hero } from './components/hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { PricingTeaser } from './components/pricing-teaser.tsx';

export function HomePage() {
  // The Home page keeps the site's default title and description.
  usePageMeta({});
  return (
    <>
      <Hero />
      <FeaturesGrid />
      <HowItWorks />
      <PricingTeaser />
      <FinalCta />
    </>
  );
}
