import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type EditorView, ViewTabs, viewPanelId } from './view-tabs.tsx';

function Harness() {
  const [view, setView] = useState<EditorView>('edit');
  return (
    <>
      <ViewTabs baseId="v" view={view} onView={setView} />
      <div id={viewPanelId('v', view)}>{view} panel</div>
    </>
  );
}

describe('ViewTabs', () => {
  it('switches between the form and the preview by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Editor view' });
    const edit = screen.getByRole('tab', { name: 'Edit' });
    const preview = screen.getByRole('tab', { name: 'Preview' });
    expect(list).toContainElement(edit);
    expect(edit).toHaveAttribute('aria-selected', 'true');
    expect(edit).toHaveAttribute('aria-controls', 'v-edit-panel');
    expect(preview).toHaveAttribute('tabindex', '-1');

    await user.click(preview);
    expect(preview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('preview panel')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(edit).toHaveAttribute('aria-selected', 'true');
    expect(edit).toHaveFocus();
    await user.keyboard('{End}');
    expect(preview).toHaveFocus();
    await user.keyboard('{Home}');
    expect(edit).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('edit panel')).toBeInTheDocument();
  });
});
