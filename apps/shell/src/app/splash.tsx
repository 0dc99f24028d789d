/** A centred spinner with a label (the same look as the static splash in index.html). */
export function Splash({ label }: { label: string }) {
  return (
    <div className="shell-splash" role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
