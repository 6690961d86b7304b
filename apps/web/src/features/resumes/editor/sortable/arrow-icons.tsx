import type { SVGProps } from 'react';

function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const ArrowUpIcon = () => (
  <Glyph>
    <path d="M10 16V4M5 9l5-5 5 5" />
  </Glyph>
);

export const ArrowDownIcon = () => (
  <Glyph>
    <path d="M10 4v12M5 11l5 5 5-5" />
  </Glyph>
);

export const GripIcon = () => (
  <Glyph strokeWidth={0} fill="currentColor">
    <circle cx="7" cy="5" r="1.4" />
    <circle cx="13" cy="5" r="1.4" />
    <circle cx="7" cy="10" r="1.4" />
    <circle cx="13" cy="10" r="1.4" />
    <circle cx="7" cy="15" r="1.4" />
    <circle cx="13" cy="15" r="1.4" />
  </Glyph>
);

export const TrashIcon = () => (
  <Glyph>
    <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
  </Glyph>
);

export const EyeIcon = () => (
  <Glyph>
    <path d="M2 10s3-5.5 8-5.5S18 10 18 10s-3 5.5-8 5.5S2 10 2 10z" />
    <circle cx="10" cy="10" r="2.2" />
  </Glyph>
);

export const EyeOffIcon = () => (
  <Glyph>
    <path d="M3 3l14 14M8.2 5A7.8 7.8 0 0 1 10 4.5c5 0 8 5.5 8 5.5a13 13 0 0 1-2.4 3M12 15.2a7 7 0 0 1-2 .3c-5 0-8-5.5-8-5.5a13 13 0 0 1 3-3.7" />
  </Glyph>
);

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <Glyph className={open ? 'rotate-180 transition-transform' : 'transition-transform'}>
    <path d="M5 8l5 5 5-5" />
  </Glyph>
);

export const PlusIcon = () => (
  <Glyph>
    <path d="M10 4v12M4 10h12" />
  </Glyph>
);

export const LockIcon = () => (
  <Glyph>
    <rect x="4" y="9" width="12" height="8" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </Glyph>
);
