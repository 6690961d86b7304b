import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { PremiumProps } from '@/features/resumes/premium-props.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { peekLocalDocument } from '@/features/preview-editor/local-document-key.ts';
import { prefetchFirstPreview } from '@/features/resumes/preview/first-preview.ts';
import { RootRouteError, RouteError } from './errors/route-error.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { LoadingOverlay } from './shell/loading-overlay.tsx';
import { REDIRECT_ONLY, SIGNED_IN_ONLY } from './shell/page-view-policy.ts';

/*
 * The route table. Pages are loaded on demand so the first visit downloads only the shell
 * and the page being shown.
 */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/index-route.tsx') },
  {
    path: 'login',
    handle: REDIRECT_ONLY,
    lazy: () => import('@/features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    handle: REDIRECT_ONLY,
    lazy: () =>
      import('@/features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'callback',
    handle: REDIRECT_ONLY,
    lazy: () =>
      import('@/features/auth/callback-page.tsx').then((m) => ({ Component: m.CallbackPage })),
  },
  {
    // The browser extension's sign-in lands here with its code; the extension takes it.
    path: 'extension/signed-in',
    handle: REDIRECT_ONLY,
    lazy: () =>
      import('@/features/auth/extension-signed-in-page.tsx').then((m) => ({
        Component: m.ExtensionSignedInPage,
      })),
  },
  {
    // Public: a job the bookmarklet sends must survive signing in, which this page handles. Its
    // address carries the job in the fragment, never a page view's location.
    path: 'save-job',
    handle: REDIRECT_ONLY,
    lazy: () =>
      import('@/features/job-tracker/save-job/save-job-page.tsx').then((m) => ({
        Component: m.SaveJobPage,
      })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('@/features/auth/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    // The emailed link carries its token in the fragment: never counted as a page view, whose
    // location would carry it to analytics.
    path: 'confirm-email',
    handle: REDIRECT_ONLY,
    lazy: () =>
      import('@/features/email-verification/confirm-email-page.tsx').then((m) => ({
        Component: m.ConfirmEmailPage,
      })),
  },
  {
    path: 'ai-resume-builder',
    lazy: () =>
      import('@/features/ai-resume-builder/ai-resume-builder-page.tsx').then((m) => ({
        Component: m.AiResumeBuilderPage,
      })),
  },
  {
    path: 'preview-editor',
    lazy: async () => {
      // The try-out resume is known now: the server draws its first preview while the page's
      // code loads.
      const kept = peekLocalDocument();
      if (kept) prefetchFirstPreview(kept);
      const [{ PreviewEditorPage }, { ResumeWorkspace }, { ImportIntoPreview }] = await Promise.all(
        [
          import('@/features/preview-editor/preview-editor-page.tsx'),
          import('@/features/resumes/editor/resume-workspace.tsx'),
          import('@/features/resumes/components/import-into-preview.tsx'),
        ],
      );
      return {
        Component: () => (
          <PreviewEditorPage Workspace={ResumeWorkspace} Importer={ImportIntoPreview} />
        ),
      };
    },
  },
  {
    path: 'blog',
    lazy: () => import('@/features/blog/blog-page.tsx').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: 'blog/page/:page',
    lazy: () => import('@/features/blog/blog-page.tsx').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: 'blog/category/:category',
    lazy: () =>
      import('@/features/blog/blog-category-page.tsx').then((m) => ({
        Component: m.BlogCategoryPage,
      })),
  },
  {
    path: 'blog/category/:category/page/:page',
    lazy: () =>
      import('@/features/blog/blog-category-page.tsx').then((m) => ({
        Component: m.BlogCategoryPage,
      })),
  },
  {
    // An id: prerendered articles hydrate with this loader's data (app/hydration.ts).
    id: 'blog-post',
    path: 'blog/:slug',
    lazy: () =>
      import('@/features/blog/blog-post-page.tsx').then((m) => ({
        Component: m.BlogPostPage,
        loader: m.blogPostLoader,
      })),
  },
  {
    path: 'contact',
    lazy: () =>
      import('@/features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'about',
    lazy: () => import('@/features/about/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'pricing',
    lazy: () =>
      import('@/features/pricing/pricing-page.tsx').then((m) => ({ Component: m.PricingPage })),
  },
  {
    path: 'terms',
    lazy: () => import('@/features/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    lazy: () =>
      import('@/features/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'cookies',
    lazy: () =>
      import('@/features/legal/cookies-page.tsx').then((m) => ({ Component: m.CookiesPage })),
  },
];

/**
 * Resume pages get the plan from the billing side as props (features never import each other):
 * whether the user is Premium, and the upgrade prompt to show for a locked export or template.
 */
async function withPremium(page: Promise<ComponentType<PremiumProps>>) {
  const [Page, { PremiumGate }] = await Promise.all([page, import('@/lib/plan/premium-gate.tsx')]);
  const renderUpgrade: PremiumProps['renderUpgrade'] = (copy) => (
    <PremiumGate {...copy} headingLevel="h3">
      {null}
    </PremiumGate>
  );
  function PremiumPage() {
    const { isPremium } = useSubscription();
    return <Page isPremium={isPremium} renderUpgrade={renderUpgrade} />;
  }
  return { Component: PremiumPage };
}

const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const [{ DashboardPage }, { ImportJsonResume }] = await Promise.all([
        import('@/features/dashboard/dashboard-page.tsx'),
        import('@/features/resumes/components/import-json-resume.tsx'),
      ]);
      const ImportResume = () => <ImportJsonResume variant="primary" dropZone />;
      return { Component: () => <DashboardPage ImportResume={ImportResume} /> };
    },
  },
  {
    path: 'resume',
    lazy: () =>
      withPremium(import('@/features/resumes/resume-form-page.tsx').then((m) => m.ResumeFormPage)),
  },
  {
    path: 'my-resumes',
    lazy: () =>
      import('@/features/resumes/my-resumes-page.tsx').then((m) => ({
        Component: m.MyResumesPage,
      })),
  },
  {
    path: 'my-resumes/:id',
    lazy: () =>
      withPremium(
        import('@/features/resumes/resume-detail-page.tsx').then((m) => m.ResumeDetailPage),
      ),
  },
  {
    path: 'my-resumes/:id/apply',
    lazy: () =>
      import('@/features/enhancement/apply-page.tsx').then((m) => ({ Component: m.ApplyPage })),
  },
  {
    path: 'resumes',
    lazy: () =>
      import('@/features/resumes/resumes-page.tsx').then((m) => ({ Component: m.ResumesPage })),
  },
  {
    path: 'cover-letters',
    lazy: () =>
      import('@/features/cover-letters/cover-letters-page.tsx').then((m) => ({
        Component: m.CoverLettersPage,
      })),
  },
  {
    path: 'cover-letters/:id',
    lazy: () =>
      import('@/features/cover-letters/cover-letter-detail-page.tsx').then((m) => ({
        Component: m.CoverLetterDetailPage,
      })),
  },
  {
    path: 'job-tracker',
    lazy: () =>
      import('@/features/job-tracker/job-tracker-page.tsx').then((m) => ({
        Component: m.JobTrackerPage,
      })),
  },
  {
    // Charts come with this page's code only: no other page downloads the chart library.
    path: 'job-tracker/analytics',
    lazy: () =>
      import('@/features/job-analytics/job-analytics-page.tsx').then((m) => ({
        Component: m.JobAnalyticsPage,
      })),
  },
  {
    path: 'subscription',
    lazy: () =>
      import('@/features/subscription/subscription-page.tsx').then((m) => ({
        Component: m.SubscriptionPage,
      })),
  },
  {
    path: 'settings',
    lazy: () =>
      import('@/features/settings/settings-page.tsx').then((m) => ({
        Component: m.SettingsPage,
      })),
  },
  {
    path: 'settings/security',
    lazy: () =>
      import('@/features/security/security-page.tsx').then((m) => ({
        Component: m.SecurityPage,
      })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootRouteError />,
    // Shown while the first page's code downloads.
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        // Keeps navigation and footer on screen when a page fails to render.
        element: <Outlet />,
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, handle: SIGNED_IN_ONLY, children: signedInRoutes },
          {
            path: '*',
            lazy: () =>
              import('./errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
