/**
 * Opens a native dialog as a modal (the page behind is inert, focus stays inside). Where the
 * browser has no `showModal` (jsdom in tests, very old engines) it is at least shown.
 *
 * The element marked `data-autofocus` then takes focus. React's `autoFocus` cannot do it: it
 * focuses on mount, while the dialog is still closed (hidden, so nothing takes focus), and
 * `showModal` then picks the first focusable element, which is often the Close button.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}
