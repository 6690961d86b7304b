import { createResume, resolveSettings } from '@resumio/resume';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDocumentStore } from '../document-store.ts';
import { DesignPanel } from './design-panel.tsx';

describe('DesignPanel', () => {
  it('sets the document language, and back to the language the resume is written in', async () => {
    const store = createDocumentStore(createResume());
    const { rerender } = render(
      <DesignPanel settings={store.get().resumio} store={store} isPremium={false} />,
    );
    const select = screen.getByRole('combobox', { name: 'Document language' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Deutsch');
    expect(resolveSettings(store.get()).design.language).toBe('de');
    rerender(<DesignPanel settings={store.get().resumio} store={store} isPremium={false} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Document language' }),
      'As the resume is written',
    );
    expect(resolveSettings(store.get()).design.language).toBeUndefined();
  });
});
