import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { UploadIcon } from '@/components/ui/icons.tsx';

export interface ChooseFileProps {
  busy: boolean;
  label: string;
  onFile(file: File): void;
}

/** A file input that looks like a button and shows focus like one. */
export function ChooseFile({ busy, label, onFile }: ChooseFileProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`${buttonClasses('primary')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}
    >
      <UploadIcon />
      {busy ? 'Reading the file…' : label}
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
