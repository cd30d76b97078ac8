import { scoreInWords } from '../../lib/figures/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import { ENGLISH_NAME } from '../../lib/i18n/lang';
import { TRACT } from '../../lib/shapes/geographies';
import { countyOfTract, tractScore, type Tract, type TractFigures } from '../../lib/tracts/tractFigures';
import { tractLayerLines, tractNearestSiteText, tractPopulation, tractTitle, tractZip } from '../../lib/tracts/tractText';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import { MANIFEST } from '../../lib/data/manifest';
import { countySites } from '../../measured-data/countyPopulation';
import { loadedOr, useLoad } from '../../lib/data/useLoad';
import { loadStudies } from './studies';
import { SitesSection } from './SitesSection';
import { useVisitorNearestSite } from '../../show-county/useVisitorNearestSite';
import { ReportDialog } from './ReportDialog';
import { PrintButton, PrintFooter } from './ReportPrint';
import { byCounty } from './useReportData';
import { STUDIES_NOTE, WhyThisLayer } from './WhyThisLayer';
import './countyReport.css';

const messages = defineMessages({
  title: { id: 'tractReport.title', defaultMessage: '{tract}: tract report' },
  close: { id: 'tractReport.close', defaultMessage: 'Close report' },
  summary: { id: 'tractReport.summary', defaultMessage: '{score} for the selected layers: {value}' },
  caveatsHeading: { id: 'tractReport.caveatsHeading', defaultMessage: 'What these figures are' },
  percentiles: {
    id: 'tractReport.percentiles',
    defaultMessage:
      'The percentiles are OEHHA’s own and rank a tract {scope}: at the 96th, its figure is higher than that of 96% of them. They are not comparable with the national percentiles of the counties.',
  },
  rounding: {
    id: 'tractReport.rounding',
    defaultMessage: 'Values are as OEHHA publishes them, rounded: a value shown as 0 can still rank above other tracts.',
  },
  pesticides: {
    id: 'tractReport.pesticides',
    defaultMessage:
      'Pesticides are pounds of selected hazardous and volatile active ingredients used in farming per square mile, from California’s Pesticide Use Reporting; most tracts have none.',
  },
  tracts: {
    id: 'tractReport.tracts',
    defaultMessage: 'Census tracts are those of the 2010 census; their population is an American Community Survey estimate.',
  },
  source: { id: 'tractReport.source', defaultMessage: 'Source:' },
});

export interface TractReportProps {
  figures: TractFigures;
  tract: Tract;
  onClose: () => void;
}

/**
 * A census tract's figures in a report dialog, as a county's: each layer's CalEnviroScreen figures
 * with the studies behind the layer, then what the figures are and are not, in plain words.
 */
export default function TractReportDialog({ figures, tract, onClose }: TractReportProps) {
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const view = useAppStore(selectDataView);
  const counties = useAppStore((s) => s.measuredCounties);
  const loadedStudies = useLoad('studies', loadStudies);
  const { status } = loadedStudies;
  const studies = loadedOr(loadedStudies, []);
  // The tract's county's Superfund sites, for the sites' section.
  const sites = useLoad(countyOfTract(tract.id), (fips) => byCounty(fips, countySites));
  const county = counties.find((c) => c.id === countyOfTract(tract.id));
  const nearestSite = useVisitorNearestSite() ?? tractNearestSiteText(tract, figures);
  const { source } = figures;

  return (
    <ReportDialog title={text(messages.title, { tract: tractTitle(tract, counties) })} closeLabel={text(messages.close)} onClose={onClose}>
      <div data-report-ready={status !== 'loading' && sites.status !== 'loading' ? 'true' : undefined}>
        <div className="report-actions">
          <PrintButton />
        </div>
        <p className="report-population">{[tractZip(tract), tractPopulation(figures, tract)].filter(Boolean).join(' · ')}</p>
        <div className="report-summary">
          <p>{text(messages.summary, { score: TRACT.score, value: scoreInWords(tractScore(tract, figures, layers, table), view.bandNoun) })}</p>
        </div>
        <p className="report-note">{STUDIES_NOTE}</p>
        {table.map((layer) => {
          const lines = tractLayerLines(figures, tract, layer);
          if (lines.length === 0) return null;
          return (
            <section key={layer.id} className="report-layer" aria-label={layer.name}>
              <h3>{layer.name}</h3>
              <ul className="report-caveats">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <WhyThisLayer layerName={layer.name} studies={studies.filter((s) => s.layer === layer.id)} status={status} />
            </section>
          );
        })}
        {view.sites && county && (
          <SitesSection
            counties={[county]}
            sites={loadedOr(sites, {})}
            status={sites.status}
            studies={studies.filter((s) => s.layer === MANIFEST.sitesLayer)}
            studiesStatus={status}
          >
            {nearestSite && <p className="report-note">{nearestSite}</p>}
          </SitesSection>
        )}
        <h3>{text(messages.caveatsHeading)}</h3>
        <ul className="report-caveats">
          <li>{figures.about}</li>
          <li>{text(messages.percentiles, { scope: TRACT.percentileScope })}</li>
          <li>{text(messages.rounding)}</li>
          <li>{text(messages.pesticides)}</li>
          <li>{text(messages.tracts)}</li>
        </ul>
        <p className="report-note">
          {text(messages.source)}{' '}
          <a href={source.url} target="_blank" rel="noopener noreferrer" lang={ENGLISH_NAME}>
            {`${source.publisher}, ${source.dataset} (${source.published})`}
          </a>
          {`. ${source.licence}.`}
        </p>
        <PrintFooter link={window.location.href} />
      </div>
    </ReportDialog>
  );
}
