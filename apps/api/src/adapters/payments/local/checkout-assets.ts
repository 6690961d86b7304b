/*
 * The checkout page's stylesheet and script, kept in code so the bundled server carries them.
 * The script only formats the card fields while typing; the form works without it.
 */

export const checkoutCss = `:root{color-scheme:light;--indigo:#4f46e5;--indigo-dark:#4338ca;--slate-900:#0f172a;--slate-700:#334155;--slate-500:#64748b;--slate-300:#cbd5e1;--slate-200:#e2e8f0;--slate-50:#f8fafc;--red:#b91c1c}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--slate-900);background:var(--slate-50);line-height:1.5}
.page{display:grid;min-height:100vh;grid-template-columns:1fr}
@media (min-width:900px){.page{grid-template-columns:1fr 1fr}}
.page--notice{grid-template-columns:1fr;place-items:center}
.summary{background:var(--slate-900);color:#fff;padding:3rem 2rem}
@media (min-width:900px){.summary{padding:5rem 4rem;display:flex;flex-direction:column;align-items:flex-end}.summary>*{width:100%;max-width:26rem}}
.brand{font-weight:700;letter-spacing:.02em;color:#c7d2fe;margin:0 0 2rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .5rem}
.price{margin:0}.amount{font-size:2.5rem;font-weight:700}.per{color:var(--slate-300)}
.note{color:#c7d2fe;margin:.25rem 0 1.5rem}
.lede{color:var(--slate-200)}.muted{color:var(--slate-300)}
.features{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.features li{padding-left:1.5rem;position:relative;color:var(--slate-200)}
.features li::before{content:"✓";position:absolute;left:0;color:#a5b4fc;font-weight:700}
.pay{padding:3rem 2rem;background:#fff}
@media (min-width:900px){.pay{padding:5rem 4rem}.pay>*{max-width:26rem}}
.page--notice .pay{max-width:32rem;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.12)}
.page--notice .brand{color:var(--indigo)}
.test-mode{font-size:.875rem;background:#eef2ff;color:#3730a3;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.5rem}
form{display:grid;gap:1rem}
fieldset{border:0;padding:0;margin:0;display:grid;gap:1rem}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.field{display:grid;gap:.25rem}
label{font-size:.875rem;font-weight:500;color:var(--slate-700)}
input{font:inherit;padding:.625rem .75rem;border:1px solid var(--slate-300);border-radius:.5rem;background:#fff;color:var(--slate-900);width:100%}
input:focus{outline:2px solid var(--indigo);outline-offset:1px;border-color:var(--indigo)}
.field--invalid input{border-color:var(--red)}
.field-error{margin:0;font-size:.875rem;color:var(--red)}
.form-error{border:1px solid #fecaca;background:#fef2f2;color:var(--red);border-radius:.5rem;padding:.75rem 1rem}
.pay-button{font:inherit;font-weight:600;color:#fff;background:var(--indigo);border:0;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer}
.pay-button:hover{background:var(--indigo-dark)}
.pay-button:focus-visible{outline:2px solid var(--indigo);outline-offset:2px}
.pay-button[disabled]{opacity:.7;cursor:progress}
.cancel{margin:0;text-align:center}
a{color:var(--indigo)}
`;

export const checkoutJs = `(function () {
  'use strict';
  var number = document.getElementById('card-number');
  var expiry = document.getElementById('card-expiry');
  var form = document.querySelector('form');
  if (number) {
    number.addEventListener('input', function () {
      var digits = number.value.replace(/\\D/g, '').slice(0, 19);
      number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    });
  }
  if (expiry) {
    expiry.addEventListener('input', function (event) {
      if (event.inputType && event.inputType.indexOf('delete') === 0) return;
      var digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
      expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
    });
  }
  if (form) {
    form.addEventListener('submit', function () {
      var button = form.querySelector('button[type="submit"]');
      if (button) {
        button.setAttribute('aria-busy', 'true');
        // After this tick, so the submission already under way is not cancelled.
        setTimeout(function () { button.disabled = true; }, 0);
      }
    });
    // Coming back through history must not leave the button stuck.
    window.addEventListener('pageshow', function () {
      var button = form.querySelector('button[type="submit"]');
      if (button) { button.disabled = false; button.removeAttribute('aria-busy'); }
    });
  }
})();
`;
