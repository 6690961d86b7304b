/** A small spinner for a busy button; it turns only when motion is welcome. */
export function InlineSpinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 rounded-full border-2 border-current border-r-transparent motion-safe:animate-spin"
    />
  );
}
