import { ext } from './browser-api.ts';
import { normaliseServerUrl, saveServerUrl, serverUrl } from './settings.ts';

const form = document.getElementById('options-form') as HTMLFormElement;
const input = document.getElementById('server-url') as HTMLInputElement;
const status = document.getElementById('options-status') as HTMLParagraphElement;

void serverUrl().then((url) => (input.value = url));

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void (async () => {
    const url = normaliseServerUrl(input.value);
    if (!url) {
      input.setAttribute('aria-invalid', 'true');
      status.textContent = 'Enter an address starting with https:// or http://.';
      input.focus();
      return;
    }
    input.setAttribute('aria-invalid', 'false');
    // Reading the sign-in tab's address and calling the API need access to that server; the
    // manifest grants it for localhost only, so another server is asked for here (a user gesture).
    const origins = [`${url}/*`];
    const granted =
      (await ext.permissions.contains({ origins })) || (await ext.permissions.request({ origins }));
    if (!granted) {
      status.textContent = `Resumio needs access to ${url} to sign in and save jobs there.`;
      return;
    }
    await saveServerUrl(url);
    input.value = url;
    status.textContent = `Saved. Jobs go to ${url}.`;
  })();
});
