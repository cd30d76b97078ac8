import type { MouseEvent, ReactNode } from 'react';
import type { MeasuredCounty } from '../../lib/data/counties';
import { ENGLISH_NAME } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { SITE_MESSAGES } from '../../lib/i18n/siteMessages';
import type { CountySites } from '../../measured-data/countyPopulation';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectEnvironment, selectSelectedLayers } from '../../store/selectors';
import { serializeUrlState } from '../../store/urlState';
import { countySiteList } from './countySiteList';
import type { Study } from './studies';
import type { LoadStatus } from '../../lib/data/useLoad';
import { WhyThisLayer } from './WhyThisLayer';

const messages = defineMessages({
  intro: { id: 'report.sitesIntro', defaultMessage: "The Superfund sites in the county where EPA's decision documents list TCE or PCE, with their distance from the county's point:" },
  none: { id: 'report.sitesNone', defaultMessage: 'No Superfund site with TCE or PCE in this county.' },
  site: { id: 'report.siteLine', defaultMessage: 'EPA ID {id}, {km, number} km' },
  note: {
    id: 'report.sitesNote',
    defaultMessage:
      "A site's card gives the highest concentrations found during EPA's investigation of the site: they are not a measure of anyone's drinking water or exposure.",
  },
  loading: { id: 'report.sitesLoading', defaultMessage: 'Loading the Superfund sites…' },
  failed: { id: 'report.sitesFailed', defaultMessage: 'The Superfund sites could not be loaded; reopen the report to try again.' },
});

/** One county's sites, each a link opening its card; or that it has none. */
function CountySiteList({ entry, county, named }: { entry: CountySites | null; county: MeasuredCounty; named: boolean }) {
  const environment = useAppStore(selectEnvironment);
  const view = useAppStore(selectDataView);
  const layers = useAppStore(selectSelectedLayers);
  const selectSite = useAppStore((s) => s.selectSite);
  const sites = countySiteList(entry);
  // The link opens the site's card in this page (closing the report); opened elsewhere, it is the card's own link.
  const open = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    selectSite(id);
  };
  return (
    <>
      {named && <p className="report-column-name">{`${county.name}, ${county.stateCode}`}</p>}
      {sites.length === 0 ? (
        <p className="report-muted">{text(messages.none)}</p>
      ) : (
        <ul className="report-sites">
          {sites.map((site) => (
            <li key={site.id}>
              <a href={serializeUrlState({ view, layers, area: null, site: site.id }, environment)} onClick={open(site.id)} lang={ENGLISH_NAME}>
                {site.name}
              </a>
              {` (${text(messages.site, { id: site.id, km: site.km })})`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The report's Superfund sites with TCE or PCE: each county's own, then what children add (a census
 * tract's nearest site), what their figures are, and the studies behind the layer.
 */
export function SitesSection(props: {
  counties: MeasuredCounty[];
  sites: Record<string, CountySites | null>;
  status: LoadStatus;
  studies: Study[];
  studiesStatus: LoadStatus;
  children?: ReactNode;
}) {
  const { counties, sites, status } = props;
  const heading = text(SITE_MESSAGES.sitesLayerName);
  return (
    <section className="report-layer report-sites-section" aria-label={heading}>
      <h3>{heading}</h3>
      <p className="report-note">{text(messages.intro)}</p>
      {status === 'loading' && <p className="report-muted">{text(messages.loading)}</p>}
      {status === 'failed' && <p className="report-muted">{text(messages.failed)}</p>}
      {status === 'ready' &&
        counties.map((county) => <CountySiteList key={county.id} entry={sites[county.id] ?? null} county={county} named={counties.length > 1} />)}
      {props.children}
      <p className="report-note">{text(messages.note)}</p>
      <WhyThisLayer layerName={heading} studies={props.studies} status={props.studiesStatus} />
    </section>
  );
}
