import { premiumGates } from '@resumio/contract';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useCoverLetter } from './api/get-cover-letter.ts';
import { EditorSkeleton } from './components/editor/editor-skeleton.tsx';
import { LetterEditor } from './components/editor/letter-editor.tsx';

/** `/cover-letters/:id`: the letter's editor for Premium users, the feature's gate for others. */
export function CoverLetterDetailPage() {
  usePageMeta({ title: 'Cover Letter' });
  const { id = '' } = useParams();
  const { isPremium } = useSubscription();
  if (isPremium) return <LetterEditorLoader key={id} id={id} />;
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Cover letters"
          title="Cover letter"
          lead={<p>{premiumGates.coverLetters.description}</p>}
          actions={
            <ButtonLink to="/cover-letters" variant="secondary">
              Back to cover letters
            </ButtonLink>
          }
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PremiumGate feature="coverLetters">
          <LetterEditorLoader key={id} id={id} />
        </PremiumGate>
      </PageSection>
    </>
  );
}

function LetterEditorLoader({ id }: { id: string }) {
  const query = useCoverLetter(id);
  // Wait for a fresh copy: editing a cached one would only end in a needless conflict.
  if (!query.isError && !query.isFetchedAfterMount) return <EditorSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Container className="max-w-xl py-16">
        <h1 className="text-2xl font-bold text-slate-900">
          {notFound ? 'Cover letter not found' : 'We couldn’t open this cover letter'}
        </h1>
        <Alert
          tone="error"
          title={notFound ? 'It may have been deleted.' : 'Something went wrong'}
          className="mt-4"
        >
          <p>{query.error.message}</p>
        </Alert>
        <div className="mt-4 flex gap-3">
          {notFound ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
          <ButtonLink to="/cover-letters" variant="secondary">
            All cover letters
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (!query.data) return <EditorSkeleton />;
  return (
    <Container className="max-w-7xl py-6 sm:py-8">
      <LetterEditor detail={query.data} />
    </Container>
  );
}
