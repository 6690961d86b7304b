import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { type Shortcut, modShortcut } from './shortcuts.ts';

interface Tool {
  id: string;
  label: string;
  icon: ReactNode;
  shortcut: Shortcut;
  /** Pressed state, for marks and lists; undefined for plain commands. */
  active?: boolean;
  disabled?: boolean;
  run(): void;
}

const glyph = 'text-base leading-none';

/**
 * The formatting toolbar: one tab stop, arrow keys move between the buttons (the toolbar
 * pattern), each button named, with its pressed state and its keyboard shortcut.
 */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const tools: Tool[] = [
    {
      id: 'bold',
      label: 'Bold',
      icon: <span className={cx(glyph, 'font-bold')}>B</span>,
      shortcut: modShortcut('B'),
      active: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      id: 'italic',
      label: 'Italic',
      icon: <span className={cx(glyph, 'font-serif italic')}>I</span>,
      shortcut: modShortcut('I'),
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      id: 'bullets',
      label: 'Bulleted list',
      icon: <ListIcon ordered={false} />,
      shortcut: modShortcut('Shift', '8'),
      active: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      id: 'numbers',
      label: 'Numbered list',
      icon: <ListIcon ordered />,
      shortcut: modShortcut('Shift', '7'),
      active: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      id: 'undo',
      label: 'Undo',
      icon: <span className={glyph}>↶</span>,
      shortcut: modShortcut('Z'),
      disabled: !state.canUndo,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      id: 'redo',
      label: 'Redo',
      icon: <span className={glyph}>↷</span>,
      shortcut: modShortcut('Shift', 'Z'),
      disabled: !state.canRedo,
      run: () => editor.chain().focus().redo().run(),
    },
  ];
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls="letter-body"
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={tool.label}
          aria-pressed={tool.active}
          aria-keyshortcuts={tool.shortcut.aria}
          aria-disabled={tool.disabled || undefined}
          title={`${tool.label} (${tool.shortcut.label})`}
          onFocus={() => setFocusIndex(index)}
          // Keeps the text selection in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
          className={cx(
            'inline-flex size-9 items-center justify-center rounded-md text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            tool.active ? 'bg-brand-100 text-brand-800' : 'hover:bg-slate-100',
            tool.disabled && 'cursor-not-allowed text-slate-400 hover:bg-transparent',
            (tool.id === 'bullets' || tool.id === 'undo') && 'ml-2',
          )}
        >
          <span aria-hidden="true">{tool.icon}</span>
        </button>
      ))}
    </div>
  );
}

function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 5h9M8 10h9M8 15h9" />
      {ordered ? (
        <path d="M3 4h1v3M3 9.5h1.5l-1.5 2h1.5M3 14h1.5v3H3M3 15.5h1.5" strokeWidth={1.3} />
      ) : (
        <>
          <circle cx="4" cy="5" r="1" fill="currentColor" />
          <circle cx="4" cy="10" r="1" fill="currentColor" />
          <circle cx="4" cy="15" r="1" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
