import { getSample } from '@resumio/resume';
import { Button } from '@/components/ui/button.tsx';

export interface ExampleOfferProps {
  onLoad(resume: NonNullable<ReturnType<typeof getSample>>): void;
}

/** For a blank page: a complete example to see the templates at work, then overwrite. */
export function ExampleOffer({ onLoad }: ExampleOfferProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
      Not sure where to start?
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          const example = getSample('product-designer');
          if (example) onLoad(example);
        }}
      >
        Fill in an example resume
      </Button>
    </p>
  );
}
