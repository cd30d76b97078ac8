import type { County } from '../../lib/counties';
import { layerById, type LayerId } from '../../lib/layers';
import { riskInWords, riskLabel } from '../../lib/risk';

/** React children, so county names are always text and never parsed as HTML. */
export function CountyTooltipContent({ county, layers, score }: { county: County; layers: readonly LayerId[]; score: number }) {
  const band = riskLabel(score);
  return (
    <div className="county-tooltip">
      <p className="county-tooltip-name">
        {county.name}, {county.stateCode || county.state}
      </p>
      {layers.length > 0 && (
        <ul className="county-tooltip-list">
          {layers.map((id) => (
            <li key={id}>
              {layerById(id).name}: {county.scores.labels[id]}
            </li>
          ))}
        </ul>
      )}
      <p className={`county-tooltip-band band-text--${band.toLowerCase()}`}>
        {riskInWords(band)} ({Math.round(score)})
      </p>
    </div>
  );
}
