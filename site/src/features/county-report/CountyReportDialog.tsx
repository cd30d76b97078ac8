import { useEffect, useId, useRef } from 'react';
import { countyScore, scoreInWords } from '../../lib/countyScore';
import type { County } from '../../lib/counties';
import type { Environment } from '../../lib/environment';
import { DownloadList } from '../../lib/DownloadList';
import { measuredDownloads } from '../../lib/downloads';
import { CloseIcon } from '../../lib/icons';
import type { RiskLayer } from '../../lib/layers';
import { bandLimitsInWords } from '../../lib/risk';
import { DEMO_NOTE, MEASURED_SCORE_NOTE, SCORE_NAME } from '../../lib/viewTexts';
import { useCountyPopulation } from '../../measured-data/useCountyPopulation';
import { useAppStore } from '../../store/appStore';
import { selectEnvironment, selectSelectedLayers } from '../../store/selectors';
import { reportRows, type ReportRow } from './reportRows';
import { useBackCloses } from './useBackCloses';
import './countyReport.css';

function LayerSection({ layer, row }: { layer: RiskLayer; row: ReportRow }) {
  return (
    <section className="report-layer" aria-label={layer.name}>
      <h3>{layer.name}</h3>
      <dl className="report-facts">
        {row.facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{row.sourcesTerm}</dt>
          <dd>
            {row.sources.length === 0
              ? 'Not listed'
              : row.sources.map((source, i) => (
                  <span key={source.url + source.label}>
                    {i > 0 && '; '}
                    <a href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.label}
                    </a>
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      {row.caveats.length > 0 && (
        <ul className="report-caveats" aria-label={`Caveats: ${layer.name}`}>
          {row.caveats.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Body({ county, environment }: { county: County; environment: Environment }) {
  const layers = useAppStore(selectSelectedLayers);
  const score = countyScore(county, layers, environment.factors);
  const permalink = window.location.href;
  const population = useCountyPopulation(county.kind === 'measured' ? county.fipsCode || county.id : null);
  return (
    <>
      {population && (
        <p className="report-population">
          {population.text}. Source: {population.source}.
        </p>
      )}
      <p className="report-summary">
        {SCORE_NAME[county.kind]} for the selected layers: <strong>{scoreInWords(county, score)}</strong>
      </p>
      <p className="report-note">
        {county.kind === 'demo'
          ? `${DEMO_NOTE} The agencies named below publish the Measured view's real figures, not these scores.`
          : MEASURED_SCORE_NOTE}
      </p>
      {environment.factors.map((layer) => (
        <LayerSection key={layer.id} layer={layer} row={reportRows(county, layer, environment)} />
      ))}
      <h3>What a percentile means</h3>
      <p>
        A percentile of 92 means the county's figure is higher than that of 92% of the US counties with a figure for that
        layer. The bands, for percentiles and combined scores alike: {bandLimitsInWords()}. A county without a figure is left out
        of the ranking and shown as No data. Figures describe exposures across a county that studies link to Parkinson's
        disease in populations; they do not describe any one person's risk.
        {county.kind === 'demo' && ' In the Demo view the numbers are random, not percentiles of anything.'}
      </p>
      <h3>Link to this view</h3>
      <p className="report-permalink">
        <a href={permalink}>{permalink}</a>
      </p>
      {county.kind === 'measured' && (
        <>
          <h3>Download data</h3>
          <DownloadList items={measuredDownloads(environment.downloadBytes)} />
        </>
      )}
    </>
  );
}

/**
 * Everything the page knows about one county, in a modal dialog: the browser keeps focus inside it;
 * Escape, a tap on the backdrop and Back close it; onClose returns focus to the button that opened
 * it. Loaded by CountyReport.
 */
export default function CountyReportDialog({ county, onClose }: { county: County; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const environment = useAppStore(selectEnvironment);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useBackCloses(() => dialog.current?.close());

  return (
    <dialog
      ref={dialog}
      className="county-report"
      aria-labelledby={headingId}
      onClose={onClose}
      // The dialog's own box is only ever hit on its backdrop: head and body fill it.
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="county-report-head">
        <h2 id={headingId}>
          {county.name}, {county.state}: county report
        </h2>
        <button
          type="button"
          className="icon-button icon-button--ghost"
          aria-label="Close report"
          title="Close report"
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="county-report-body">
        <Body county={county} environment={environment} />
      </div>
    </dialog>
  );
}
