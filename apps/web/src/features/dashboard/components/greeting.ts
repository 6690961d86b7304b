export interface Greeting {
  heading: string;
  lead: string;
}

/**
 * Someone who has not made a resume yet (a new account, typically just registered) is welcomed;
 * "Welcome back" is for people returning to work they already started.
 */
export function greeting(name: string, returning: boolean): Greeting {
  return returning
    ? { heading: `Welcome back, ${name}`, lead: 'Pick up where you left off.' }
    : {
        heading: `Welcome, ${name}`,
        lead: 'Let’s build your first resume: it takes a few minutes.',
      };
}
