import { useMemo, type ReactNode } from 'react';
import { countyScore, scoreInWords } from '../../lib/figures/countyBand';
import { hasFigures, type County, type MeasuredCounty } from '../../lib/data/counties';
import { countyTitle } from '../../lib/data/countyNames';
import type { Environment } from '../../lib/data/environment';
import { DownloadList } from '../../lib/downloads/DownloadList';
import { measuredDownloads } from '../../lib/downloads/downloads';
import { SITE_MESSAGES } from '../../lib/i18n/siteMessages';
import { defineMessages, text } from '../../lib/i18n/messages';
import { english, rich } from '../../lib/i18n/rich';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { countyScoreMakeup, scoreMakeupInWords } from '../../lib/figures/scoreMakeup';
import { bandLimitsInWords } from './bandLimits';
import { useCountyPopulation } from '../../measured-data/useCountyPopulation';
import { useAppStore } from '../../store/appStore';
import { serializeUrlState } from '../../store/urlState';
import { selectCounties, selectDataView, selectEnvironment, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import { CompareControls, type CompareSearch } from './CompareControls';
import { CompareTable } from './CompareTable';
import { Standing } from './Standing';
import { StateTableButton } from './StateTable';
import { Distribution } from './Distribution';
import { histogram, type Histogram } from './histogram';
import { PrintButton, PrintFooter } from './ReportPrint';
import { Pm25Trend, PM25_LAYER } from './Pm25Trend';
import { CompoundsSection } from './CompoundsSection';
import { SitesSection } from './SitesSection';
import { MANIFEST } from '../../lib/data/manifest';
import { layerFacts, reportRows, type ReportRow } from './reportRows';
import { ReportDialog } from './ReportDialog';
import { useReportData, type ReportData } from './useReportData';
import { useVisitorNearestSite } from '../../show-county/useVisitorNearestSite';
import { STUDIES_NOTE, WhyThisLayer } from './WhyThisLayer';
import './countyReport.css';

const messages = defineMessages({
  title: { id: 'report.title', defaultMessage: '{county}, {state}: county report' },
  titleCompare: { id: 'report.titleCompare', defaultMessage: '{county}, {state} and {compare}, {compareState}: county report' },
  // A view that names a county by its kind: "St. Louis (city), MO: county report".
  titleKind: { id: 'report.titleKind', defaultMessage: '{county}: county report' },
  titleCompareKind: { id: 'report.titleCompareKind', defaultMessage: '{county} and {compare}: county report' },
  close: { id: 'report.close', defaultMessage: 'Close report' },
  population: { id: 'report.population', defaultMessage: '{population}. Source: <en>{publisher}, {dataset}</en> ({figure}).' },
  populationNamed: {
    id: 'report.populationNamed',
    defaultMessage: '{county}, {state}: {population}. Source: <en>{publisher}, {dataset}</en> ({figure}).',
  },
  summary: { id: 'report.summary', defaultMessage: '{score} for the selected layers: <b>{value}</b>' },
  summaryIn: { id: 'report.summaryIn', defaultMessage: '{score} for the selected layers in {county}, {state}: <b>{value}</b>' },
  sourcesNotListed: { id: 'report.sourcesNotListed', defaultMessage: 'Not listed' },
  source: { id: 'report.sourceName', defaultMessage: '<en>{publisher}: {dataset}</en> ({years}, {licence})' },
  caveats: { id: 'report.caveats', defaultMessage: 'Caveats: {layer}' },
  whereItSits: { id: 'report.whereItSits', defaultMessage: 'Where it sits' },
  pm25OverTime: { id: 'report.pm25OverTime', defaultMessage: 'PM2.5 over time' },
  percentileHeading: { id: 'report.percentileHeading', defaultMessage: 'What a percentile means' },
  percentileText: {
    id: 'report.percentileText',
    defaultMessage:
      "A percentile of 92 means the county's figure is higher than that of 92% of the US counties with a figure for that layer. The bands, for percentiles and combined scores alike: {bands}. A county without a figure is left out of the ranking and shown as No data. Figures describe exposures across a county that studies link to Parkinson's disease in populations; they do not describe any one person's risk.",
  },
  linkHeading: { id: 'report.linkHeading', defaultMessage: 'Link to this view' },
});

function Facts({ facts, heading }: { facts: [string, string][]; heading?: string }) {
  return (
    <div className="report-facts-column">
      {heading && <p className="report-column-name">{heading}</p>}
      <dl className="report-facts">
        {facts.map(([term, value]) => (
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
            ? text(messages.sourcesNotListed)
            : row.sources.map((source, i) => (
                <span key={source.url + source.dataset}>
                  {i > 0 && '; '}
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {rich(messages.source, { en: english, publisher: source.publisher, dataset: source.dataset, years: source.years, licence: source.licence })}
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
    <ul className="report-caveats" aria-label={text(messages.caveats, { layer: layer.name })}>
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
      <Facts facts={[...row.facts, ...row.extras, ...row.shared]} />
      <Sources row={row} />
      <Caveats layer={layer} row={row} />
    </section>
  );
}

/**
 * A Measured layer: the county's figures (in a comparison, what the table above does not say: the
 * measure, unit and years once with what is the same for both, and each county's further figures), where they sit among all
 * counties, PM2.5 over time, and the studies.
 */
function MeasuredLayerSection(props: { layer: RiskLayer; counties: MeasuredCounty[]; environment: Environment; histogram: Histogram; data: ReportData }) {
  const { layer, counties, environment, data } = props;
  const rows = counties.map((c) => reportRows(c, layer, environment));
  const compare = counties.length > 1;
  const shared = rows.find((row) => row.shared.length > 0)?.shared ?? [];
  return (
    <section className="report-layer" aria-label={layer.name}>
      <h3>{layer.name}</h3>
      {compare ? (
        <>
          {layer.measured && <Facts facts={[...layerFacts(layer.measured), ...shared]} />}
          <div className="report-columns">
            {rows.map((row, i) =>
              row.extras.length === 0 ? null : <Facts key={counties[i]!.id} facts={row.extras} heading={`${counties[i]!.name}, ${counties[i]!.stateCode}`} />,
            )}
          </div>
        </>
      ) : (
        <Facts facts={[...rows[0]!.facts, ...rows[0]!.extras, ...rows[0]!.shared]} />
      )}
      <h4 className="report-sits-heading">{text(messages.whereItSits)}</h4>
      <Distribution layer={layer} histogram={props.histogram} counties={counties} />
      {layer.id === PM25_LAYER && layer.measured && (
        <>
          <h4>{text(messages.pm25OverTime)}</h4>
          <Pm25Trend counties={counties} pm25={data.pm25} status={data.pm25Status} unit={layer.measured.unit} references={layer.measured.references} />
        </>
      )}
      <WhyThisLayer layerName={layer.name} studies={data.studies.filter((s) => s.layer === layer.id)} status={data.studiesStatus} />
      <Sources row={rows[0]!} />
      <Caveats layer={layer} row={rows[0]!} />
    </section>
  );
}

/** Every US county with figures (the Measured view's counties). */
function useMeasuredCounties(): MeasuredCounty[] {
  const counties = useAppStore(selectCounties);
  return useMemo(() => counties.filter(hasFigures), [counties]);
}

/** Every US county's figures on each layer, binned once per load of the data. */
function useHistograms(table: readonly RiskLayer[]): Record<string, Histogram> {
  const measured = useMeasuredCounties();
  return useMemo(
    () => Object.fromEntries(table.map((layer) => [layer.id, histogram(measured.map((c) => c.figures[layer.id]))])),
    [measured, table],
  );
}

function MeasuredLayers({ counties, environment }: { counties: MeasuredCounty[]; environment: Environment }) {
  const data = useReportData(counties.map((c) => c.id));
  const histograms = useHistograms(environment.factors);
  const view = useAppStore(selectDataView);
  const fromVisitor = useVisitorNearestSite();
  const statuses = [data.studiesStatus, data.pm25Status, data.compoundsStatus, ...(view.sites ? [data.sitesStatus] : [])];
  return (
    <div className="report-layers" data-report-ready={statuses.every((status) => status !== 'loading') ? 'true' : undefined}>
      <p className="report-note">{STUDIES_NOTE}</p>
      {environment.factors.map((layer) => (
        <MeasuredLayerSection key={layer.id} layer={layer} counties={counties} environment={environment} histogram={histograms[layer.id]!} data={data} />
      ))}
      <CompoundsSection counties={counties} compounds={data.compounds} status={data.compoundsStatus} />
      {view.sites && (
        <SitesSection
          counties={counties}
          sites={data.sites}
          status={data.sitesStatus}
          studies={data.studies.filter((s) => s.layer === MANIFEST.sitesLayer)}
          studiesStatus={data.studiesStatus}
        >
          {/* The point belongs to the selected county, which a comparison's second would make unclear. */}
          {fromVisitor && counties.length === 1 && <p className="report-note">{fromVisitor}</p>}
        </SitesSection>
      )}
    </div>
  );
}

/**
 * Before the detail: one county's place on each layer in its state and the nation; two counties side
 * by side in one table. Either opens the table of a county's state.
 */
function Overview({ counties, table, layers }: { counties: MeasuredCounty[]; table: readonly RiskLayer[]; layers: readonly LayerId[] }) {
  const all = useMeasuredCounties();
  if (counties.length === 1) return <Standing county={counties[0]!} all={all} table={table} layers={layers} />;
  const states = counties.filter((c, i) => counties.findIndex((d) => d.stateCode === c.stateCode) === i);
  return (
    <>
      <CompareTable counties={counties} table={table} all={all} />
      <div className="report-actions">
        {states.map((c) => (
          <StateTableButton key={c.stateCode} county={c} all={all} table={table} layers={layers} />
        ))}
      </div>
    </>
  );
}

/** A county's population and the source and date of its own figure; named when two counties are compared. */
function PopulationLine({ county, named }: { county: MeasuredCounty; named: boolean }) {
  const population = useCountyPopulation(county.id);
  if (!population?.source) return population && <p className="report-population">{population.text}</p>;
  const { publisher, dataset, figure } = population.source;
  const values = { en: english, population: population.text, publisher, dataset, figure };
  return (
    <p className="report-population">
      {named ? rich(messages.populationNamed, { ...values, county: county.name, state: county.stateCode }) : rich(messages.population, values)}
    </p>
  );
}

/** What a Measured county's combined score is over, with each layer's percentile; nothing for a Demo county. */
function ScoreMakeupLine({ county }: { county: County }) {
  const makeup = countyScoreMakeup(county, useAppStore(selectSelectedLayers), useAppStore(selectLayerTable));
  return makeup && <p className="report-makeup">{scoreMakeupInWords(makeup, { percentiles: true })}</p>;
}

function Body({ county, compare, environment, Search }: { county: County; compare: MeasuredCounty | null; environment: Environment; Search?: CompareSearch }) {
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const view = useAppStore(selectDataView);
  const permalink = window.location.href;
  // The report's counties with figures: none in the Demo view, where compare is always null.
  const counties = [county, compare].filter(hasFigures);
  return (
    <>
      <div className="report-actions">
        <PrintButton />
        {view.compares && counties[0] && <CompareControls county={counties[0]} compare={compare} Search={Search} />}
      </div>
      {counties.map((c) => (
        <PopulationLine key={c.id} county={c} named={compare !== null} />
      ))}
      {[county, ...(compare ? [compare] : [])].map((c) => (
        <div key={c.id} className="report-summary">
          <p>
            {rich(compare ? messages.summaryIn : messages.summary, {
              score: view.scoreName,
              county: c.name,
              state: c.stateCode,
              value: scoreInWords(countyScore(c, layers, table), view.bandNoun),
              b: (chunks: ReactNode) => <strong>{chunks}</strong>,
            })}
          </p>
          <ScoreMakeupLine county={c} />
        </div>
      ))}
      <p className="report-note">
        {view.report.scoreNote}
      </p>
      {counties.length > 0 ? (
        <>
          <Overview counties={counties} table={table} layers={layers} />
          <MeasuredLayers counties={counties} environment={environment} />
        </>
      ) : (
        table.map((layer) => <LayerSection key={layer.id} layer={layer} county={county} environment={environment} />)
      )}
      <div className="report-closing">
        <h3>{text(messages.percentileHeading)}</h3>
        <p>
          {text(messages.percentileText, { bands: bandLimitsInWords() })}
          {view.report.percentileNote && ` ${view.report.percentileNote}`}
        </p>
      </div>
      {/* On screen only: a printed report ends with its address (the footer), and a page's links download nothing. */}
      <div className="report-screen-only">
        <h3>{text(messages.linkHeading)}</h3>
        <p className="report-permalink">
          <a href={permalink}>{permalink}</a>
        </p>
        {view.downloads && (
          <>
            <h3>{text(SITE_MESSAGES.downloadData)}</h3>
            <DownloadList items={measuredDownloads(environment.downloadBytes)} />
          </>
        )}
      </div>
      <PrintFooter link={permalink} />
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
  if (!hasFigures(county) || key === null || key === county.id) return null;
  const found = counties.find((c) => c.id === key);
  return hasFigures(found) ? found : null;
}

/** The page's address once the report is closed: its link without the second county. */
function closedReportAddress(): string {
  const s = useAppStore.getState();
  const query = serializeUrlState({ view: s.dataView, layers: s.selectedLayers, area: s.selectedArea }, s.environment);
  return `${window.location.pathname}${query}${window.location.hash}`;
}

/** Everything the page knows about one county, in a report dialog (ReportDialog). Loaded by CountyReport. */
export default function CountyReportDialog({ county, CompareSearch, onClose }: CountyReportProps) {
  const environment = useAppStore(selectEnvironment);
  const compare = useCompareCounty(county);
  const byKind = useAppStore(selectDataView).countyTitle === 'kind';
  const title = byKind
    ? compare
      ? text(messages.titleCompareKind, { county: countyTitle(county), compare: countyTitle(compare) })
      : text(messages.titleKind, { county: countyTitle(county) })
    : compare
      ? text(messages.titleCompare, { county: county.name, state: county.state, compare: compare.name, compareState: compare.state })
      : text(messages.title, { county: county.name, state: county.state });

  return (
    <ReportDialog title={title} closeLabel={text(messages.close)} onClose={onClose} closedAddress={closedReportAddress}>
      <Body county={county} compare={compare} environment={environment} Search={CompareSearch} />
    </ReportDialog>
  );
}
