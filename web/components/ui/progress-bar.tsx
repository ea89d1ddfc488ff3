/**
 * A horizontal progress bar with the ARIA progressbar role (WAI-ARIA 1.2): `percent` 0–100 (clamped),
 * `label` names it for screen readers, `valueText` optionally says more than the number. `className`
 * sizes the track (default: 8 px, rounded); `fillClassName` styles the fill.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  className = 'h-2 rounded-full bg-white/10',
  fillClassName = 'rounded-full transition-all',
}: {
  label: string;
  percent: number;
  valueText?: string;
  className?: string;
  fillClassName?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`overflow-hidden ${className}`}
    >
      <div className={`h-full bg-accent ${fillClassName}`} style={{ width: `${value}%` }} />
    </div>
  );
}
