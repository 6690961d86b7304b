/** How often each cache answered, so a test can see that a cache is still in the path. */
export const engineStats = { shapingHits: 0, subsetHits: 0 };
