import { createResume } from '@resumio/resume';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDocumentStore } from '../document-store.ts';
import { editorSectionOrder } from '../section-layout.ts';
import { useDocument } from '../use-document.ts';
import { EntryListEditor } from './entry-list-editor.tsx';
import { ENTRY_SECTIONS, type Entry } from './section-definitions.ts';
import { SectionOutline } from './section-outline.tsx';

function Outline({ store }: { store: ReturnType<typeof createDocumentStore> }) {
  const resume = useDocument(store);
  return <SectionOutline settings={resume.resumio} store={store} />;
}

describe('reordering with the keyboard', () => {
  it('moves a section with its move buttons, keeping focus on the moved section', async () => {
    const user = userEvent.setup();
    const store = createDocumentStore(createResume());
    render(<Outline store={store} />);
    expect(editorSectionOrder(store.get()).slice(0, 3)).toEqual(['summary', 'work', 'projects']);

    const down = screen.getByRole('button', { name: 'Move Experience down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(editorSectionOrder(store.get()).slice(0, 3)).toEqual(['summary', 'projects', 'work']);
    expect(screen.getByRole('button', { name: 'Move Experience down' })).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await user.keyboard('{Enter}');
    expect(editorSectionOrder(store.get()).slice(0, 3)).toEqual(['work', 'summary', 'projects']);
    expect(screen.getByRole('button', { name: 'Move Experience up' })).toBeDisabled();
  });

  it('hides and shows a section', async () => {
    const user = userEvent.setup();
    const store = createDocumentStore(createResume());
    render(<Outline store={store} />);
    const toggle = screen.getByRole('button', { name: 'Show Skills on the resume' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(store.get().resumio?.sections.hidden).toEqual(['skills']);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves entries within a section and the first cannot move up', async () => {
    const user = userEvent.setup();
    let entries: Entry[] = [
      { ...ENTRY_SECTIONS.work.create(), name: 'First Co' },
      { ...ENTRY_SECTIONS.work.create(), name: 'Second Co' },
    ];
    const { rerender } = render(<div />);
    const draw = () =>
      rerender(
        <EntryListEditor
          sectionTitle="Experience"
          definition={ENTRY_SECTIONS.work}
          entries={entries}
          update={(change) => {
            entries = change(entries);
            draw();
          }}
        />,
      );
    draw();
    expect(screen.getByRole('button', { name: 'Move position 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move position 2 up' }));
    expect(entries.map((e) => e.name)).toEqual(['Second Co', 'First Co']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Second Co');
  });
});
