import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FOCUS_ITEM_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal.ts';

/** A list whose Delete buttons remove an item after a round trip, as a server answer would. */
function List({ initial, failing = [] }: { initial: string[]; failing?: string[] }) {
  const [items, setItems] = useState(initial);
  const list = useRef<HTMLUListElement>(null);
  const fallback = useRef<HTMLButtonElement>(null);
  const focus = useFocusAfterRemoval(items, list, fallback);
  const remove = async (id: string) => {
    focus.removing(id);
    await Promise.resolve();
    if (failing.includes(id)) focus.cancel();
    else setItems((current) => current.filter((item) => item !== id));
  };
  return (
    <>
      <button ref={fallback}>New item</button>
      <ul ref={list}>
        {items.map((id) => (
          <li key={id} {...{ [FOCUS_ITEM_ATTRIBUTE]: id }}>
            <a href={`#${id}`}>Open {id}</a>
            <button onClick={() => void remove(id)}>Delete {id}</button>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('focus after an item leaves a list', () => {
  it('goes to the item that took its place', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete b' }));
    expect(screen.getByRole('link', { name: 'Open c' })).toHaveFocus();
  });

  it('goes to the one before when the last went, and to the fallback when none is left', async () => {
    render(<List initial={['a', 'b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete b' }));
    expect(screen.getByRole('link', { name: 'Open a' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete a' }));
    expect(screen.getByRole('button', { name: 'New item' })).toHaveFocus();
  });

  it('stays where it is when the removal was refused', async () => {
    render(<List initial={['a', 'b']} failing={['a']} />);
    const button = screen.getByRole('button', { name: 'Delete a' });
    await userEvent.click(button);
    expect(button).toHaveFocus();
  });
});
