import { useId, useRef, type ComponentType, type ReactNode } from 'react';
import { bandClass, bandName, countyScore, scoreBand } from '../../lib/figures/countyBand';
import { hasFigures, type County } from '../../lib/data/counties';
import { countyTitle } from '../../lib/data/countyNames';
import { measuredFigureText, USGS_MAP_NOTE, usgsText } from '../../lib/figures/figures';
import { defineMessages, text } from '../../lib/i18n/messages';
import { rich } from '../../lib/i18n/rich';
import { useCountyPopulation } from '../../measured-data/useCountyPopulation';
import { useCountySites } from '../../measured-data/useCountySites';
import { LOCALE } from '../../lib/i18n/lang';
import type { RiskLayer } from '../../lib/data/layers';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectFocusRequest, selectLayerTable, selectSelectedCounty, selectSelectedLayers } from '../../store/selectors';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { countyScoreMakeup, scoreMakeupInWords } from '../../lib/figures/scoreMakeup';
import { hasTracts } from '../../lib/tracts/tractState';
import { useCardFocus } from '../../show-county/useCardFocus';
import { useVisitorNearestSite } from '../../show-county/useVisitorNearestSite';
import { useEarlyCard } from '../../show-county/cardPreview';
import { CardActions, CardExport, CardHead, CardScore } from '../../show-county/CardParts';
import './countyCard.css';

const messages = defineMessages({
  figures: { id: 'card.figures', defaultMessage: '{county}: figures' },
  layerBand: { id: 'card.layerBand', defaultMessage: '{layer}: <b>{band}</b>' },
  layerFigure: { id: 'card.layerFigure', defaultMessage: '{layer}: {figure}' },
  export: { id: 'card.export', defaultMessage: 'Export county data' },
  tracts: { id: 'card.tracts', defaultMessage: 'Show its census tracts' },
  sitesIn: {
    id: 'card.sitesIn',
    defaultMessage:
      '{count, plural, =0 {No Superfund site with TCE or PCE lies in this county.} one {One Superfund site with TCE or PCE lies in this county: {names}.} other {# Superfund sites with TCE or PCE lie in this county: {names}.}}',
  },
  nearestSite: {
    id: 'card.nearestSite',
    defaultMessage: "Nearest to the county's centre point (the middle of its largest part): {name}, {km, number} km away.",
  },
});

/**
 * The county's Superfund sites with TCE or PCE, from its state's file (a view with sites), and the
 * nearest one: to the place searched or the position located for it, else to the county's point.
 */
function CountySitesText({ fips }: { fips: string }) {
  const sites = useCountySites(fips);
  const fromVisitor = useVisitorNearestSite();
  if (!sites) return null;
  // The sentence's own full stop ends a name that ends in one ("INC.").
  const names = new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(sites.sites.map((site) => site.name)).replace(/\.$/, '');
  return (
    <p className="county-card-note county-card-sites">
      {text(messages.sitesIn, { count: sites.sites.length, names })}{' '}
      {fromVisitor ?? text(messages.nearestSite, { name: sites.nearest.name, km: sites.km })}
    </p>
  );
}

/** One line of the breakdown: the random score's band, or the layer's measured figure. */
function BreakdownItem({ county, layer }: { county: County; layer: RiskLayer }) {
  if (county.kind === 'random-scores') {
    const label = county.scores.labels[layer.id] ?? 'Low';
    return (
      <li>
        <span className={`dot dot--${bandClass(label)}`} aria-hidden="true" />
        {rich(messages.layerBand, {
          layer: layer.name,
          band: bandName(label),
          b: (chunks: ReactNode[]) => <strong className={`band-text--${bandClass(label)}`}>{chunks}</strong>,
        })}
      </li>
    );
  }
  const figure = county.figures[layer.id];
  // Beside the modelled figure only: a compound's is USGS's own, which its words say; the note compares
  // USGS's with the modelled one, and says where a county without USGS's can find a USGS figure.
  const usgs = layer.measured?.estimate && figure?.status === 'value' && !figure.words ? usgsText(layer, county.usgs) : null;
  return (
    <li>
      <span className={`dot dot--${bandClass(scoreBand(figure?.percentile ?? null))}`} aria-hidden="true" />
      <span>
        {text(messages.layerFigure, { layer: layer.name, figure: measuredFigureText(layer, figure) })}
        {usgs && (
          <>
            <span className="county-card-aside">{usgs}</span>
            <span className="county-card-aside">{USGS_MAP_NOTE}</span>
          </>
        )}
      </span>
    </li>
  );
}

/** What "View Details" opens (the county report, which app/ passes in). */
export type CountyDetails = ComponentType<{ county: County; onClose: () => void }>;

/** Details of the selected county, at the bottom of the map. */
export function CountyCard({ Report }: { Report: CountyDetails }) {
  const county = useAppStore(selectSelectedCounty);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const view = useAppStore(selectDataView);
  const clearSelection = useAppStore((s) => s.clearSelection);
  const headingId = useId();
  const reportOpen = useAppStore((s) => s.reportOpen);
  const openReport = useAppStore((s) => s.openReport);
  const closeReport = useAppStore((s) => s.closeReport);
  const showCountyTracts = useAppStore((s) => s.showCountyTracts);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useCardFocus(county?.id ?? null, useAppStore(selectFocusRequest), card, heading, clearSelection);
  const populationFips = view.population ? (county?.id ?? null) : null;
  const population = useCountyPopulation(populationFips);
  useEarlyCard(card, county?.id ?? null);
  if (!county) return null;

  const exact = countyScore(county, layers, table);
  const score = exact === null ? null : Math.round(exact);
  const makeup = countyScoreMakeup(county, layers, table);
  const title = view.countyTitle === 'kind' ? countyTitle(county) : county.name;

  return (
    <section ref={card} className="county-card" aria-labelledby={headingId} {...bandPaint(view.palette)}>
      <CardHead headingId={headingId} headingRef={heading} title={title} onClose={close}>
        <p className="county-card-state">{county.state}</p>
        {/* The line keeps its place while the state's file loads, so the card does not shift when it comes. */}
        {populationFips && <p className="county-card-population">{population?.text ?? '\u00a0'}</p>}
      </CardHead>

      {/* The name above and the actions below stay in view; on a short screen only this part scrolls. */}
      <div className="county-card-body" tabIndex={0} role="group" aria-label={text(messages.figures, { county: title })}>
      <CardScore label={view.scoreName} score={score} bandNoun={view.bandNoun}>
        <p className="county-card-note">{view.scoreNote}</p>
        {makeup && <p className="county-card-note county-card-makeup">{scoreMakeupInWords(makeup)}</p>}
      </CardScore>

      <h3 className="county-card-subtitle">{view.breakdownTitle}</h3>
      <ul className="county-card-breakdown">
        {table.map((layer) => (
          <BreakdownItem key={layer.id} county={county} layer={layer} />
        ))}
      </ul>
      {view.sites && <CountySitesText fips={county.id} />}
      {/* The Measured view draws a California county's census tracts: this zooms the map to them. */}
      {hasFigures(county) && hasTracts(county.id) && (
        <button type="button" className="button button-secondary county-card-tracts" onClick={() => showCountyTracts(county.id)}>
          {text(messages.tracts)}
        </button>
      )}
      </div>

      <CardActions details={{ ref: detailsButton, open: openReport }}>
        <CardExport
          label={text(messages.export)}
          // Loaded on the first export, not with the page.
          onExport={() => void import('./exportCountyRow').then(({ exportCountyRow }) => exportCountyRow(county, layers, table))}
        />
      </CardActions>
      {reportOpen && (
        <Report
          county={county}
          onClose={() => {
            closeReport();
            detailsButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
