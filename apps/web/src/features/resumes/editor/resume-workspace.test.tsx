import { createResume } from '@resumio/resume';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDocumentStore } from './document-store.ts';
import { ResumeWorkspace } from './resume-workspace.tsx';

// The preview and the forms draw and load a great deal; only the frame around them is tested.
vi.mock('../preview/pdf-preview.tsx', () => ({
  PdfPreview: () => <div style={{ height: 4000 }}>pages</div>,
}));
vi.mock('./content/content-editor.tsx', () => ({ ContentEditor: () => <p>content</p> }));
vi.mock('./design/design-panel.tsx', () => ({ DesignPanel: () => <p>design</p> }));

describe('ResumeWorkspace', () => {
  it('lets the keyboard reach and scroll the preview beside the form (axe scrollable-region-focusable)', () => {
    render(
      <ResumeWorkspace
        store={createDocumentStore(createResume())}
        isPremium={false}
        tools={{ label: 'Export', content: <p>tools</p> }}
      />,
    );
    // jsdom has no matchMedia: the side-by-side layout, where the preview scrolls on its own.
    const preview = screen.getByRole('region', { name: 'Resume preview' });
    expect(preview).toHaveAttribute('tabindex', '0');
    expect(preview).toHaveTextContent('pages');
  });
});
