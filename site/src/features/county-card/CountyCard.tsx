import { useId } from 'react';
import { toast } from 'sonner';
import { MAP_ID } from '../../lib/domIds';
import { CloseIcon, DownloadIcon, LinkIcon } from '../../lib/icons';
import { RISK_LAYERS } from '../../lib/layers';
import { riskInWords, riskLabel } from '../../lib/risk';
import { combinedScore } from '../../lib/scores';
import { useAppStore } from '../../store/appStore';
import { selectSelectedCounty, selectSelectedLayers } from '../../store/selectors';
import './countyCard.css';

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast('Link Copied', { description: 'A link to this view has been copied to your clipboard.' });
  } catch {
    toast.error('Copy Failed', { description: 'Your browser blocked clipboard access. Copy the address bar instead.' });
  }
}

/** Details of the selected county, at the bottom of the map. */
export function CountyCard() {
  const county = useAppStore(selectSelectedCounty);
  const layers = useAppStore(selectSelectedLayers);
  const clearSelection = useAppStore((s) => s.clearSelection);
  const headingId = useId();
  if (!county) return null;

  const score = Math.round(combinedScore(county.scores, layers));
  const band = riskLabel(score);
  const close = () => {
    clearSelection();
    // The card disappears with its focused button; the map is where the county was picked.
    document.getElementById(MAP_ID)?.focus();
  };

  return (
    <section className="county-card" aria-labelledby={headingId}>
      <div className="county-card-head">
        <div>
          <h2 id={headingId} className="county-card-name">
            {county.name}
          </h2>
          <p className="county-card-state">{county.state}</p>
        </div>
        <button type="button" className="icon-button icon-button--ghost" aria-label="Close" title="Close" onClick={close}>
          <CloseIcon />
        </button>
      </div>

      <div className="county-card-score">
        <p className="county-card-score-label">Overall risk score</p>
        <p className="county-card-score-value">
          <span className="county-card-number">{score}</span>
          <span className={`band-pill band-pill--${band.toLowerCase()}`}>{riskInWords(band)}</span>
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label="Overall risk score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
        >
          <div className={`progress-fill progress-fill--${band.toLowerCase()}`} style={{ width: `${score}%` }} />
        </div>
      </div>

      <h3 className="county-card-subtitle">Risk breakdown</h3>
      <ul className="county-card-breakdown">
        {RISK_LAYERS.map((layer) => {
          const label = county.scores.labels[layer.id];
          return (
            <li key={layer.id}>
              <span className={`dot dot--${label.toLowerCase()}`} aria-hidden="true" />
              {layer.name}: <strong className={`band-text--${label.toLowerCase()}`}>{label}</strong>
            </li>
          );
        })}
      </ul>

      <div className="county-card-actions">
        <button type="button" className="button button-primary" onClick={() => console.log('View details', county.key)}>
          View Details
        </button>
        <button type="button" className="button button-secondary" onClick={copyLink}>
          <LinkIcon />
          Copy link
        </button>
        <button
          type="button"
          className="icon-button icon-button--outline"
          aria-label="Export county data"
          title="Export county data"
          onClick={() => console.log('Export county data', county.key)}
        >
          <DownloadIcon />
        </button>
      </div>
    </section>
  );
}
