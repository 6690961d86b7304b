import { createContext, useContext } from 'react';

/**
 * True when the first page of the visit arrived as prerendered HTML (and while the build renders
 * it): that page is readable before any script runs, so nothing may cover or replace it.
 */
export const PrerenderedLandingContext = createContext(false);

export const usePrerenderedLanding = () => useContext(PrerenderedLandingContext);
