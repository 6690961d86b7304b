import { premiumGates } from '@resumio/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { letterPath } from './components/list/letter-card.tsx';
import { useCoverLetterList } from './api/list-cover-letters.ts';
import { LetterLibrary, listQuery } from './components/list/letter-library.tsx';
import { type ListParams, readListParams } from './components/list/list-params.ts';
import { NewLetterPanel } from './components/new/new-letter-panel.tsx';

/**
 * `/cover-letters`: the user's letters, and with `?new=1` the step that writes a new one (from
 * `&resume=<id>` when given). Everyone without Premium meets the feature's gate instead.
 */
export function CoverLettersPage() {
  usePageMeta({ title: 'Cover Letters' });
  const { isPremium } = useSubscription();
  if (!isPremium) {
    return (
      <>
        <PageSection className="bg-gradient-to-b from-brand-50 to-white">
          <PageIntro
            eyebrow="Cover letters"
            title="Cover letters"
            lead={<p>{premiumGates.coverLetters.description}</p>}
          />
        </PageSection>
        <PageSection className="pt-0 sm:pt-0">
          <PremiumGate feature="coverLetters">
            <CoverLetters />
          </PremiumGate>
        </PageSection>
      </>
    );
  }
  return <CoverLetters />;
}

function CoverLetters() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const writing = search.get('new') === '1';
  const list = useCoverLetterList(listQuery(params));
  const firstEver = list.data?.total === 0 && !params.q;

  const newLetterSearch = new URLSearchParams(search);
  newLetterSearch.set('new', '1');
  const newLetterPath = `/cover-letters?${newLetterSearch}`;

  const update = (patch: Partial<ListParams>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          const isDefault =
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'sort' && value === 'updated_desc') ||
            (key === 'view' && value === 'cards');
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const closeNew = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('new');
      next.delete('resume');
      return next;
    });

  return (
    <Container className="py-10 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Cover letters
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            {writing ? 'New cover letter' : 'Your cover letters'}
          </h1>
          <p className="mt-2 text-slate-600">
            {writing
              ? 'Choose a resume, paste the job posting and pick a style: the letter is written from your own achievements.'
              : 'Letters written from your resumes for one job each, ready to edit and send.'}
          </p>
        </div>
        {writing || firstEver ? null : (
          <ButtonLink to={newLetterPath} className="sm:ml-auto">
            New letter
          </ButtonLink>
        )}
      </div>
      <div className="mt-8">
        {writing ? (
          <NewLetterPanel
            initialResumeId={search.get('resume') ?? undefined}
            onCreated={(id) => void navigate(letterPath(id))}
            onCancel={closeNew}
          />
        ) : (
          <LetterLibrary
            params={params}
            list={list}
            newLetterPath={newLetterPath}
            onChange={update}
          />
        )}
      </div>
    </Container>
  );
}
