import { type TemplateId, templateThumbnail } from '@resumio/resume';
import { cx } from '@/components/ui/cx.ts';

export interface TemplateThumbnailProps {
  templateId: TemplateId;
  accentColor?: string;
  className?: string;
}

/** The registry's schematic page as an image; decorative, the caller names the template. */
export function TemplateThumbnail({ templateId, accentColor, className }: TemplateThumbnailProps) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(templateThumbnail(templateId, accentColor))}`;
  return (
    <img
      src={src}
      alt=""
      width={120}
      height={170}
      loading="lazy"
      decoding="async"
      className={cx('block h-auto w-full bg-white', className)}
    />
  );
}
