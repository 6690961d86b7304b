import type { ReactNode } from 'react';

export interface UpgradeCopy {
  title: string;
  description: string;
}

/** What the billing side tells resume pages; the app layer composes it in. */
export interface PremiumProps {
  isPremium: boolean;
  /** The upgrade prompt for a locked format or template. */
  renderUpgrade(copy: UpgradeCopy): ReactNode;
}
