import type { SVGProps } from 'react';

/** Small outline icons drawn inline so no icon font or sprite is downloaded. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      width={22}
      height={22}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The 16px glyphs inside buttons and dense rows are drawn on a 20-unit grid. */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return <Icon viewBox="0 0 20 20" width={16} height={16} {...props} />;
}

export const DocumentIcon = () => (
  <Icon>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const FolderIcon = () => (
  <Icon>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);

export const SparkleIcon = () => (
  <Icon>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const ChartIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);

export const BookIcon = () => (
  <Icon>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21V5M9 7h6" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon width={18} height={18}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const CardIcon = () => (
  <Icon>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </Icon>
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

export const PlusIcon = () => (
  <Glyph>
    <path d="M10 4v12M4 10h12" />
  </Glyph>
);

export const TrashIcon = () => (
  <Glyph>
    <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
  </Glyph>
);

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

/** `CloseIcon` at glyph size, for the close button of a dialog's header. */
export const SmallCloseIcon = () => (
  <Glyph>
    <path d="M5 5l10 10M15 5L5 15" />
  </Glyph>
);

export const ClockIcon = () => (
  <Glyph>
    <circle cx="10" cy="10" r="7" />
    <path d="M10 6v4l3 2" />
  </Glyph>
);

export const PinIcon = () => (
  <Glyph>
    <path d="M10 18s5-5.2 5-9a5 5 0 0 0-10 0c0 3.8 5 9 5 9z" />
    <circle cx="10" cy="9" r="1.8" />
  </Glyph>
);

export const DownloadIcon = () => (
  <Glyph>
    <path d="M10 3v10M6 9l4 4 4-4M4 16h12" />
  </Glyph>
);

export const UploadIcon = () => (
  <Glyph>
    <path d="M10 13V3M6 7l4-4 4 4M4 16h12" />
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

export const LockIcon = () => (
  <Glyph>
    <rect x="4" y="9" width="12" height="8" rx="1.5" />
    <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
  </Glyph>
);
