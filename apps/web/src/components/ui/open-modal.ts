/**
 * Opens a native dialog as a modal (the page behind is inert, focus stays inside). Where the
 * browser has no `showModal` (jsdom in tests, very old engines) it is at least shown.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
