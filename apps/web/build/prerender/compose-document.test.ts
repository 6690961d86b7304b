import { describe, expect, it } from 'vitest';
import { composeDocument, composeShellDocument } from './compose-document.ts';

const defaultHead = '<title>Default</title>\n    <meta name="description" content="Default" />';
const template = `<!doctype html><html><head>${defaultHead}<!--app-config--><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><noscript><p>Needs JavaScript.</p></noscript></body></html>`;

const stylesheets = { '/assets/index.css': 'h1{color:navy}' };

describe('a prerendered document', () => {
  it('carries the page head and markup inside the app shell', () => {
    const html = composeDocument({
      template,
      defaultHead,
      head: '<title>Pricing | Resumio</title>',
      appHtml: '<main><h1>Costs $24.99 — $& and $1 stay</h1></main>',
      stamp: '{"year":2026}',
      startScript: '/assets/start-after-paint-abc.js',
      stylesheets,
    });
    expect(html).toContain('<head><title>Pricing | Resumio</title><!--app-config-->');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered="{&quot;year&quot;:2026}"><main><h1>Costs $24.99 — $& and $1 stay</h1></main></div>',
    );
    expect(html).not.toContain('noscript');
  });

  it('starts the app after the first paint, with the same entry and modules', () => {
    const html = composeDocument({
      template,
      defaultHead,
      head: '',
      appHtml: '',
      stamp: '{}',
      startScript: '/assets/start-after-paint-abc.js',
      stylesheets,
    });
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/assets/start-after-paint-abc.js" data-app-entry="/assets/index.js" data-app-preload="/assets/react.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<style>h1{color:navy}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('leaves out the early entry, which only editors (never prerendered) use', () => {
    const early =
      '<script type="module" crossorigin src="/assets/early-preview.js" data-early-entry></script>';
    const html = composeDocument({
      template: template.replace('<head>', `<head>${early}`),
      defaultHead,
      head: '',
      appHtml: '',
      stamp: '{}',
      startScript: '/assets/start-after-paint-abc.js',
      stylesheets,
    });
    expect(html).not.toContain('early-preview');
    expect(html).toContain('data-app-entry="/assets/index.js"');
  });

  it('refuses a shell it does not recognise', () => {
    const options = {
      defaultHead,
      head: '',
      appHtml: '',
      stamp: '',
      startScript: '/s.js',
      stylesheets,
    };
    expect(() => composeDocument({ ...options, template: '<div id="root"></div>' })).toThrow(
      'default head tags',
    );
    expect(() =>
      composeDocument({ ...options, template: `${defaultHead}<div id="app"></div>` }),
    ).toThrow('has no <div id="root"></div>');
  });
});

describe('a page the app draws (the try-out editor)', () => {
  it('is the shell with its own head, starting the app at once', () => {
    const head =
      '<title>Free Resume Builder | Resumio</title><link rel="canonical" href="https://example.test/preview-editor" />';
    const html = composeShellDocument({ template, defaultHead, head });
    expect(html).toBe(template.replace(defaultHead, head));
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(() =>
      composeShellDocument({ template, defaultHead: '<title>Other</title>', head }),
    ).toThrow(/default head/);
  });
});
