import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu.tsx';

function setup() {
  const onSignOut = vi.fn();
  render(
    <MemoryRouter>
      <AccountMenu
        user={{ sub: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' }}
        onSignOut={onSignOut}
      />
    </MemoryRouter>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: /Account menu for Ada/ }) };
}

describe('AccountMenu', () => {
  it('opens and closes with the keyboard and returns focus', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on an outside click and signs out from the menu', async () => {
    const user = userEvent.setup();
    const { button, onSignOut } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
