/** Visitors try the editor without an account; an account saves their work. */
export const BUILD_RESUME_CTA = { to: '/preview-editor', label: 'Build my resume — free' } as const;
export const CREATE_ACCOUNT_CTA = { to: '/register', label: 'Create a free account' } as const;
