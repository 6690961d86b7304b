import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes.tsx';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { TableOfContents } from './components/table-of-contents.tsx';

// The articles come from build/blog/__fixtures__/articles (see vitest.config.ts).
// Each test loads the route's page code the first time, which a busy machine takes a while for.
vi.setConfig({ testTimeout: 20_000 });

const open = (path: string) => renderRoutes(routes, path, mockAuth('anonymous'));

const articleTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/blog', () => {
  it('lists the published articles newest first, without drafts', async () => {
    open('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career advice that gets you hired' }),
    ).toBeVisible();
    expect(articleTitles()).toEqual([
      'Writing a Summary That Works',
      'Cover Letters Without Clichés',
      'Following Up After Applying',
    ]);
    expect(screen.queryByText('Unfinished Interview Notes')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Writing a Summary That Works' })).toHaveAttribute(
      'href',
      '/blog/writing-a-summary-that-works',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // The head is written after the page renders.
    await waitFor(() =>
      expect(document.title).toBe('Blog: resume and job search advice | Resumio'),
    );
  });

  it('filters by category through the category links', async () => {
    const user = userEvent.setup();
    const { router } = open('/blog');
    const categories = await screen.findByRole('navigation', { name: 'Blog categories' });
    await user.click(within(categories).getByRole('link', { name: 'Cover letters' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cover letter advice' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/blog/category/cover-letters');
    expect(articleTitles()).toEqual(['Cover Letters Without Clichés']);
    const current = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(current).getByRole('link', { name: 'Cover letters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Cover letter advice | Resumio'));
  });

  it('searches titles and descriptions as the visitor types', async () => {
    const user = userEvent.setup();
    const { router } = open('/blog');
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    await user.type(search, 'follow-up message');
    expect(articleTitles()).toEqual(['Following Up After Applying']);
    expect(screen.getByText('1 article matches “follow-up message”.')).toBeVisible();
    // The search is in the address, replacing the entry as the visitor types.
    expect(router.state.location.search).toBe('?q=follow-up+message');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(search);
    await user.type(search, 'astronaut');
    expect(screen.getByText('0 articles match “astronaut”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(articleTitles()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('opens a search from its address, and links the feeds on the page', async () => {
    open('/blog?q=follow-up%20message');
    expect(await screen.findByRole('searchbox', { name: 'Search articles' })).toHaveValue(
      'follow-up message',
    );
    expect(articleTitles()).toEqual(['Following Up After Applying']);
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/blog/rss.xml');
    expect(screen.getByRole('link', { name: 'Atom' })).toHaveAttribute('href', '/blog/atom.xml');
  });

  it.each([
    '/blog/no-such-article',
    '/blog/unfinished-interview-notes',
    '/blog/category/recipes',
    '/blog/page/2',
    '/blog/page/1',
    '/blog/category/resumes/page/2',
  ])('shows a friendly panel with ways on for %s', async (path) => {
    open(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(screen.getByRole('link', { name: 'Interviews' })).toHaveAttribute(
      'href',
      '/blog/category/interviews',
    );
    // The head is written after the page renders.
    await waitFor(() => expect(document.title).toBe('Article not found | Resumio'));
  });
});

describe('/blog/:slug', () => {
  it('shows the article with its author, dates, category, topics and reading time', async () => {
    open('/blog/writing-a-summary-that-works');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Writing a Summary That Works' }),
    ).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Resumes' })).toHaveAttribute(
      'href',
      '/blog/category/resumes',
    );
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header')!);
    expect(header.getByText('Fixture Author')).toBeVisible();
    expect(header.getByText('March 10, 2026')).toHaveAttribute('dateTime', '2026-03-10');
    expect(header.getByText('April 2, 2026')).toHaveAttribute('dateTime', '2026-04-02');
    expect(header.getByText('1 min read')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /Say who you are/ })).toHaveAttribute(
      'id',
      'say-who-you-are',
    );
    expect(
      screen.getByRole('img', { name: 'A short paragraph highlighted at the top of a page' }),
    ).toHaveAttribute('src', '/blog/covers/writing-a-summary-that-works.svg');
    const topics = screen.getByRole('heading', { name: 'Topics' }).nextElementSibling!;
    expect(topics).toHaveTextContent('summarywriting');
    // The head is written after the page renders.
    await waitFor(() => expect(document.title).toBe('Writing a Summary That Works | Resumio'));
  });

  it('offers share links, the builder and related articles', async () => {
    open('/blog/writing-a-summary-that-works');
    await screen.findByRole('heading', { level: 1, name: 'Writing a Summary That Works' });
    const address = encodeURIComponent('http://localhost:3000/blog/writing-a-summary-that-works');
    expect(screen.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    expect(screen.getByRole('link', { name: /^X/ }).getAttribute('href')).toContain(
      `url=${address}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Build my resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
    const related = screen.getByRole('region', { name: 'Keep reading' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cover Letters Without Clichés', 'Following Up After Applying']);
  });

  it('follows links to other pages of the site without reloading', async () => {
    const user = userEvent.setup();
    const { router } = open('/blog/writing-a-summary-that-works');
    await screen.findByRole('heading', { level: 1, name: 'Writing a Summary That Works' });
    await user.click(screen.getByRole('link', { name: 'next article' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cover Letters Without Clichés' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/blog/cover-letters-without-cliches');
  });
});

describe('the table of contents', () => {
  it('links to each section, subsections for wide screens only', () => {
    render(
      <TableOfContents
        entries={[
          { id: 'first', text: 'First', depth: 2 },
          { id: 'detail', text: 'Detail', depth: 3 },
        ]}
      />,
    );
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'First' })).toHaveAttribute('href', '#first');
    expect(within(toc).getByRole('link', { name: 'Detail' }).closest('li')).toHaveClass('hidden');
  });
});
