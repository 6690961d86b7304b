import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

const team = [
  {
    role: 'Developers',
    text: 'build the editor, the AI tools and the job tracker, and keep them fast, secure and reliable.',
  },
  {
    role: 'SEO professionals',
    text: 'know how applicant tracking systems and recruiters read resumes, and turn that into keyword advice you can act on.',
  },
  {
    role: 'Designers',
    text: 'craft templates that look professional, read clearly and pass automated screening.',
  },
];

const values = [
  {
    title: 'Job seekers first',
    text: 'Every feature has to help you get an interview. If it does not, we do not build it.',
  },
  {
    title: 'Honest AI',
    text: 'AI suggests; you decide. Your experience is never invented, only presented at its best.',
  },
  {
    title: 'Your data is yours',
    text: 'Resumes hold personal details. We keep them private and let you export them at any time.',
  },
  {
    title: 'Accessible to everyone',
    text: 'A free plan with real value, and an interface that works with a keyboard and screen reader.',
  },
];

const differentiators = [
  'Built for applicant tracking systems: clean structure and the keywords each job asks for.',
  'One place for the whole search: resumes, cover letters and a job application tracker.',
  'Tailoring in seconds: apply your resume to a job description instead of rewriting it.',
  'Open and self-hostable, so teams and career services can run it on their own servers.',
];

export function AboutPage() {
  usePageMeta({
    title: 'About',
    description:
      'Resumio is made by a team of developers, SEO professionals and designers that builds AI tools to help people land jobs.',
  });

  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="About us"
          title="We build AI tools that help people land jobs"
          lead={
            <p>
              Resumio is made by a team of developers, SEO professionals and designers that builds
              AI tools to help people land jobs. We combine what recruiters look for with what
              software does well, so you can present your experience at its best.
            </p>
          }
          actions={
            <>
              <ButtonLink to="/resume" size="lg">
                Start your resume
              </ButtonLink>
              <ButtonLink to="/contact" variant="secondary" size="lg">
                Contact us
              </ButtonLink>
            </>
          }
        />
      </PageSection>

      <PageSection aria-labelledby="mission-heading">
        <div className="grid gap-8 lg:grid-cols-3">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Our mission
          </h2>
          <div className="space-y-4 text-lg leading-8 text-slate-600 lg:col-span-2">
            <p>
              Looking for work is hard enough. Formatting a resume, guessing which keywords an
              applicant tracking system wants and rewriting it for every application should not be.
              Our mission is to take that busywork away, so every job seeker can send a resume that
              reflects what they can really do.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection aria-labelledby="team-heading" className="bg-slate-50">
        <h2 id="team-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our team
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.role}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900">{member.role}</h3>
                <p className="mt-2 leading-7 text-slate-600">
                  {member.role} {member.text}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our values
        </h2>
        <dl className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {values.map((value) => (
            <div key={value.title} className="border-l-4 border-brand-600 pl-4">
              <dt className="font-semibold text-slate-900">{value.title}</dt>
              <dd className="mt-1 leading-7 text-slate-600">{value.text}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection aria-labelledby="different-heading" className="bg-slate-50">
        <h2 id="different-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          What makes us different
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {differentiators.map((item) => (
            <li
              key={item}
              className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700"
            >
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-lg text-slate-700">
          Ready to begin? <TextLink to="/resume">Start your resume</TextLink> or{' '}
          <TextLink to="/contact">get in touch with the team</TextLink>.
        </p>
      </PageSection>
    </>
  );
}
