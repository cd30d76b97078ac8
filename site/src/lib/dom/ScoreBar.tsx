import './scoreBar.css';

/**
 * A card's score out of 100 as a bar. The fill's length is an SVG attribute, not a style: an area
 * card's HTML is also built ahead and painted before the app runs (show-county/cardPreview.tsx),
 * under a Content-Security-Policy that allows no inline style.
 */
export function ScoreBar({ score, band, label }: { score: number; band: string; label: string }) {
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score}>
      <svg className="progress-track" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className={`progress-fill--${band}`} width={score} height="1" />
      </svg>
    </div>
  );
}
