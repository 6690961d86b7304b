import { type ReactNode, useState } from 'react';

export interface FileDropZoneProps {
  /** What a dropped file does; the zone's own button (in `children`) chooses one the usual way. */
  onFile: (file: File) => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * An area a file can be dropped on. Dropping is a pointer shortcut only: the button inside is the
 * way in for keyboards and screen readers, so the zone itself is not focusable.
 */
export function FileDropZone({ onFile, disabled = false, children }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="file-drop-zone"
      className={`rounded-2xl border-2 border-dashed p-5 transition ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
    >
      {children}
    </div>
  );
}
