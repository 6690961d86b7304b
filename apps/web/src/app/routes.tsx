import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RootRouteError, RouteError } from './errors/route-error.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { LoadingOverlay } from './shell/loading-overlay.tsx';

/*
 * Spec §2 route table. Pages are loaded on demand so the first visit downloads only the shell
 * and the page being shown.
 */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/index-route.tsx') },
  {
    path: 'login',
    lazy: () => import('@/features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    lazy: () =>
      import('@/features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'callback',
    lazy: () =>
      import('@/features/auth/callback-page.tsx').then((m) => ({ Component: m.CallbackPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('@/features/auth/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
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
    lazy: () =>
      import('@/features/preview-editor/preview-editor-page.tsx').then((m) => ({
        Component: m.PreviewEditorPage,
      })),
  },
  {
    path: 'blog',
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
    path: 'blog/:slug',
    lazy: () =>
      import('@/features/blog/blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage })),
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

const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () =>
      import('@/features/dashboard/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
  },
  {
    path: 'resume',
    lazy: () =>
      import('@/features/resumes/resume-form-page.tsx').then((m) => ({
        Component: m.ResumeFormPage,
      })),
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
      import('@/features/resumes/resume-detail-page.tsx').then((m) => ({
        Component: m.ResumeDetailPage,
      })),
  },
  {
    path: 'my-resumes/:id/apply',
    lazy: () =>
      import('@/features/resumes/apply-resume-page.tsx').then((m) => ({
        Component: m.ApplyResumePage,
      })),
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
          { element: <RequireAuth />, children: signedInRoutes },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
