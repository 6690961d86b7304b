import { createHash } from 'node:crypto';

/** The stylesheet of the sign-in pages: the product's indigo/slate look, no web fonts. */
export const AUTH_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#f8fafc}
.page{display:flex;flex-direction:column;align-items:center;gap:1.5rem;padding:3rem 1rem}
.brand{font-size:1.5rem;font-weight:700;letter-spacing:-.02em;color:#4f46e5;text-decoration:none}
.brand:hover{color:#4338ca}
.card{width:100%;max-width:26rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.08),0 8px 24px rgba(15,23,42,.06)}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.01em}
.lead{margin:0 0 1.5rem;color:#475569}
.alert{margin:0 0 1.5rem;padding:.75rem 1rem;border:1px solid #fecaca;border-left:4px solid #dc2626;border-radius:.5rem;background:#fef2f2;color:#991b1b}
.alert p{margin:0}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.alert a{color:#991b1b;font-weight:600}
.field{margin:0 0 1.25rem}
label{display:block;margin:0 0 .375rem;font-weight:600;font-size:.9375rem}
.hint{margin:-.125rem 0 .375rem;font-size:.875rem;color:#64748b}
input{display:block;width:100%;padding:.625rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #cbd5e1;border-radius:.5rem}
input:focus{outline:2px solid #6366f1;outline-offset:1px;border-color:#6366f1}
input[aria-invalid="true"]{border-color:#dc2626}
.field-error{margin:.375rem 0 0;font-size:.875rem;font-weight:600;color:#b91c1c}
.button{display:inline-flex;justify-content:center;align-items:center;width:100%;padding:.6875rem 1rem;font:inherit;font-weight:600;color:#fff;background:#4f46e5;border:0;border-radius:.5rem;cursor:pointer;text-decoration:none}
.button:hover{background:#4338ca}
.button:focus-visible,a:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
.button-secondary{margin-top:.75rem;color:#334155;background:#fff;border:1px solid #cbd5e1}
.button-secondary:hover{background:#f1f5f9}
.switch{margin:1.5rem 0 0;text-align:center;color:#475569}
.switch a,.aside a{color:#4f46e5;font-weight:600}
.aside{margin:-.5rem 0 1.25rem;text-align:right;font-size:.875rem}
@media (max-width:480px){.page{padding:1.5rem .75rem}.card{padding:1.5rem}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`.trim();

/** Changes whenever the stylesheet does, so the URL can be cached for a year. */
export const AUTH_CSS_VERSION = createHash('sha256').update(AUTH_CSS).digest('hex').slice(0, 12);

export const AUTH_CSS_PATH = '/oidc-assets/auth.css';
