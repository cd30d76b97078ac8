import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { countyScore, scoreInWords } from '../../lib/countyBand';
import type { County, MeasuredCounty } from '../../lib/counties';
import type { Environment } from '../../lib/environment';
import { DownloadList } from '../../lib/DownloadList';
import { measuredDownloads } from '../../lib/downloads';
import { CloseIcon } from '../../lib/icons';
import type { RiskLayer } from '../../lib/layers';
import { bandLimitsInWords } from '../../lib/risk';
import { useCountyPopulation } from '../../measured-data/useCountyPopulation';
import { useAppStore } from '../../store/appStore';
import { selectCounties, selectDataView, selectEnvironment, selectSelectedLayers } from '../../store/selectors';
import { CompareControls, type CompareSearch } from './CompareControls';
import { Distribution } from './Distribution';
import { histogram, type Histogram } from './histogram';
import { Pm25Trend, PM25_LAYER } from './Pm25Trend';
import { reportRows, type ReportRow } from './reportRows';
import { useBackCloses } from './useBackCloses';
import { useReportData, type ReportData } from './useReportData';
import { STUDIES_NOTE, WhyThisLayer } from './WhyThisLayer';
import './countyReport.css';

function Facts({ row, heading }: { row: ReportRow; heading?: string }) {
  return (
    <div className="report-facts-column">
      {heading && <p className="report-column-name">{heading}</p>}
      <dl className="report-facts">
        {row.facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Sources({ row }: { row: ReportRow }) {
  return (
    <dl className="report-facts">
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
  );
}

function Caveats({ layer, row }: { layer: RiskLayer; row: ReportRow }) {
  if (row.caveats.length === 0) return null;
  return (
    <ul className="report-caveats" aria-label={`Caveats: ${layer.name}`}>
      {row.caveats.map((caveat) => (
        <li key={caveat}>{caveat}</li>
      ))}
    </ul>
  );
}

function LayerSection({ layer, county, environment }: { layer: RiskLayer; county: County; environment: Environment }) {
  const row = reportRows(county, layer, environment);
  return (
    <section className="report-layer" aria-label={layer.name}>
      <h3>{layer.name}</h3>
      <Facts row={row} />
      <Sources row={row} />
      <Caveats layer={layer} row={row} />
    </section>
  );
}

/** A Measured layer: each county's figures, where they sit among all counties, PM2.5 over time, and the studies. */
function MeasuredLayerSection(props: { layer: RiskLayer; counties: MeasuredCounty[]; environment: Environment; histogram: Histogram; data: ReportData }) {
  const { layer, counties, environment, data } = props;
  const rows = counties.map((c) => reportRows(c, layer, environment));
  const compare = counties.length > 1;
  return (
    <section className="report-layer" aria-label={layer.name}>
      <h3>{layer.name}</h3>
      <div className={compare ? 'report-columns' : undefined}>
        {rows.map((row, i) => (
          <Facts key={counties[i]!.fipsCode} row={row} heading={compare ? `${counties[i]!.name}, ${counties[i]!.stateCode}` : undefined} />
        ))}
      </div>
      <h4>Where it sits</h4>
      <Distribution layer={layer} histogram={props.histogram} counties={counties} />
      {layer.id === PM25_LAYER && layer.measured && (
        <>
          <h4>PM2.5 over time</h4>
          <Pm25Trend counties={counties} pm25={data.pm25} status={data.pm25Status} unit={layer.measured.unit} />
        </>
      )}
      <WhyThisLayer layerName={layer.name} studies={data.studies.filter((s) => s.layer === layer.id)} status={data.studiesStatus} />
      <Sources row={rows[0]!} />
      <Caveats layer={layer} row={rows[0]!} />
    </section>
  );
}

/** Every US county's figures on each layer, binned once per load of the data. */
function useHistograms(table: readonly RiskLayer[]): Record<string, Histogram> {
  const counties = useAppStore(selectCounties);
  return useMemo(() => {
    const measured = counties.filter((c): c is MeasuredCounty => c.kind === 'figures');
    return Object.fromEntries(table.map((layer) => [layer.id, histogram(measured.map((c) => c.figures[layer.id]))]));
  }, [counties, table]);
}

function MeasuredLayers({ counties, environment }: { counties: MeasuredCounty[]; environment: Environment }) {
  const data = useReportData(counties.map((c) => c.fipsCode));
  const histograms = useHistograms(environment.factors);
  return (
    <div className="report-layers" data-report-ready={data.studiesStatus !== 'loading' && data.pm25Status !== 'loading' ? 'true' : undefined}>
      <p className="report-note">{STUDIES_NOTE}</p>
      {environment.factors.map((layer) => (
        <MeasuredLayerSection key={layer.id} layer={layer} counties={counties} environment={environment} histogram={histograms[layer.id]!} data={data} />
      ))}
    </div>
  );
}

/** A county's population and its source; named when two counties are compared. */
function PopulationLine({ county, named }: { county: MeasuredCounty; named: boolean }) {
  const population = useCountyPopulation(county.fipsCode || county.id);
  if (!population) return null;
  return (
    <p className="report-population">
      {named && `${county.name}, ${county.stateCode}: `}
      {population.text}. Source: {population.source}.
    </p>
  );
}

function Body({ county, compare, environment, Search }: { county: County; compare: MeasuredCounty | null; environment: Environment; Search?: CompareSearch }) {
  const layers = useAppStore(selectSelectedLayers);
  const view = useAppStore(selectDataView);
  const permalink = window.location.href;
  const counties = county.kind === 'figures' ? [county, ...(compare ? [compare] : [])] : [];
  return (
    <>
      <div className="report-actions">
        <button type="button" className="report-button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        {county.kind === 'figures' && <CompareControls county={county} compare={compare} Search={Search} />}
      </div>
      {counties.map((c) => (
        <PopulationLine key={c.key} county={c} named={compare !== null} />
      ))}
      {[county, ...(county.kind === 'figures' && compare ? [compare] : [])].map((c) => (
        <p key={c.key} className="report-summary">
          {view.scoreName} for the selected layers{compare ? ` in ${c.name}, ${c.stateCode}` : ''}: <strong>{scoreInWords(countyScore(c, layers, environment.factors), view.bandNoun)}</strong>
        </p>
      ))}
      <p className="report-note">
        {view.report.scoreNote}
      </p>
      {county.kind === 'figures' ? (
        <MeasuredLayers counties={counties} environment={environment} />
      ) : (
        environment.factors.map((layer) => <LayerSection key={layer.id} layer={layer} county={county} environment={environment} />)
      )}
      <h3>What a percentile means</h3>
      <p>
        A percentile of 92 means the county's figure is higher than that of 92% of the US counties with a figure for that
        layer. The bands, for percentiles and combined scores alike: {bandLimitsInWords()}. A county without a figure is left out
        of the ranking and shown as No data. Figures describe exposures across a county that studies link to Parkinson's
        disease in populations; they do not describe any one person's risk.
        {view.report.percentileNote}
      </p>
      <h3>Link to this view</h3>
      <p className="report-permalink">
        <a href={permalink}>{permalink}</a>
      </p>
      {view.downloads && (
        <>
          <h3>Download data</h3>
          <DownloadList items={measuredDownloads(environment.downloadBytes)} />
        </>
      )}
      <p className="report-print-footer">
        Data last updated {environment.lastUpdated}. Printed from {permalink}
      </p>
    </>
  );
}

export interface CountyReportProps {
  county: County;
  /** The search that picks a second county to compare with (Measured view only). */
  CompareSearch?: CompareSearch;
  onClose: () => void;
}

/** The report's second county: the store's, where the Measured view has it and the county is measured. */
function useCompareCounty(county: County): MeasuredCounty | null {
  const key = useAppStore((s) => s.compareCountyId);
  const counties = useAppStore(selectCounties);
  if (county.kind !== 'figures' || key === null || key === county.key) return null;
  const found = counties.find((c) => c.key === key);
  return found?.kind === 'figures' ? found : null;
}

/**
 * Everything the page knows about one county, in a modal dialog: the browser keeps focus inside it;
 * Escape, a tap on the backdrop and Back close it; onClose returns focus to the button that opened
 * it. It is a child of the body, so that printing can leave out the page behind it. Loaded by
 * CountyReport.
 */
export default function CountyReportDialog({ county, CompareSearch, onClose }: CountyReportProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const environment = useAppStore(selectEnvironment);
  const headingId = useId();
  const compare = useCompareCounty(county);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useBackCloses(() => dialog.current?.close());
  const title = compare ? `${county.name}, ${county.state} and ${compare.name}, ${compare.state}: county report` : `${county.name}, ${county.state}: county report`;

  return createPortal(
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
        <h2 id={headingId}>{title}</h2>
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
        <Body county={county} compare={compare} environment={environment} Search={CompareSearch} />
      </div>
    </dialog>,
    document.body,
  );
}
