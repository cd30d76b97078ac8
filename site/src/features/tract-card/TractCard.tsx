import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { bandClass, scoreBand } from '../../lib/figures/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import { ENGLISH_NAME } from '../../lib/i18n/lang';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { countyOfTract, loadedTractFigures, loadTractFigures, tractScore, type Tract, type TractFigures } from '../../lib/tracts/tractFigures';
import { tractLayerLines, tractPopulation, tractSitesText, tractTitle, tractZip } from '../../lib/tracts/tractText';
import { TRACT } from '../../lib/shapes/geographies';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectLayerTable, selectSelectedLayers, selectSelectedTract, selectTractsRequest, selectViewCountiesPending } from '../../store/selectors';
import { useCardFocus } from '../../show-county/useCardFocus';
import { useVisitorNearestSite } from '../../show-county/useVisitorNearestSite';
import { useEarlyCard } from '../../show-county/cardPreview';
import { earlyCardShown } from '../../show-county/earlyCardPainted';
import { CardActions, CardExport, CardHead, CardScore } from '../../show-county/CardParts';
import { CountyComparison } from './CountyComparison';

const messages = defineMessages({
  figures: { id: 'tractCard.figures', defaultMessage: '{tract}: figures' },
  source: { id: 'tractCard.source', defaultMessage: 'Source:' },
  loading: { id: 'tractCard.loading', defaultMessage: 'Loading the tract’s figures…' },
  failed: { id: 'tractCard.failed', defaultMessage: 'The tract’s figures did not load: {error}' },
  export: { id: 'tractCard.export', defaultMessage: 'Export census tract data' },
  exported: { id: 'tractCard.exported', defaultMessage: '{tract} has been exported to CSV file.' },
});

/** A county's tract figures for the card: null while they load, an Error when they did not. */
function useTractFigures(county: string | null): TractFigures | Error | null {
  const [figures, setFigures] = useState<TractFigures | Error | null>(() => (county === null ? null : (loadedTractFigures(county) ?? null)));
  useEffect(() => {
    if (county === null) return;
    let current = true;
    setFigures(loadedTractFigures(county) ?? null);
    loadTractFigures(county).then(
      (loaded) => current && setFigures(loaded),
      (error: unknown) => current && setFigures(error instanceof Error ? error : new Error(String(error))),
    );
    return () => void (current = false);
  }, [county]);
  return figures;
}

/** What "View Details" opens (the tract report, which app/ passes in). */
export type TractDetails = ComponentType<{ figures: TractFigures; tract: Tract; onClose: () => void }>;

/** The selected census tract's figures, at the bottom of the map where a county's card goes. */
export function TractCard({ Report }: { Report: TractDetails }) {
  const id = useAppStore(selectSelectedTract);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const view = useAppStore(selectDataView);
  const counties = useAppStore((s) => s.measuredCounties);
  const clearSelection = useAppStore((s) => s.clearSelection);
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const figures = useTractFigures(id === null ? null : countyOfTract(id));
  const fromVisitor = useVisitorNearestSite();
  // The title names the county: the card waits for the counties, so that it comes as built ahead.
  const countiesPending = useAppStore(selectViewCountiesPending);
  const tract = figures instanceof Error || figures === null || id === null || countiesPending ? undefined : figures.byId.get(id);

  const tractsRequest = useAppStore(selectTractsRequest);
  const found = useMemo(() => tractsRequest && { key: tractsRequest.tract, seq: tractsRequest.seq }, [tractsRequest]);
  const close = useCardFocus(tract ? tract.id : null, found, card, heading, clearSelection);
  useEarlyCard(card, tract ? tract.id : figures instanceof Error ? id : null);

  if (id === null) return null;
  if (!tract || !(figures && !(figures instanceof Error))) {
    // The card built ahead of a tract's link stays in its place until this card can take it.
    if (!(figures instanceof Error) && earlyCardShown()) return null;
    return (
      <section className="county-card" aria-live="polite">
        <p className="county-card-note">{figures instanceof Error ? text(messages.failed, { error: figures.message }) : text(messages.loading)}</p>
      </section>
    );
  }

  const title = tractTitle(tract, counties);
  const score = tractScore(tract, figures, layers, table);
  const county = counties.find((c) => c.id === countyOfTract(tract.id));
  const population = tractPopulation(figures, tract);
  const sites = county && tractSitesText(tract, figures, county, fromVisitor);
  const { source } = figures;

  return (
    <section ref={card} className="county-card tract-card" aria-labelledby={headingId} {...bandPaint(view.palette)}>
      <CardHead headingId={headingId} headingRef={heading} title={title} onClose={close}>
        <p className="county-card-state">{tractZip(tract)}</p>
        {population && <p className="county-card-population">{population}</p>}
      </CardHead>

      <div className="county-card-body" tabIndex={0} role="group" aria-label={text(messages.figures, { tract: title })}>
        <CardScore label={TRACT.score} score={score} bandNoun={view.bandNoun}>
          <p className="county-card-note">{figures.percentile}</p>
        </CardScore>

        {county && <CountyComparison county={county} dataset={source.dataset} />}
        <h3 className="county-card-subtitle">{view.breakdownTitle}</h3>
        <ul className="county-card-breakdown">
          {table.map((layer) => {
            const [main, ...beside] = tractLayerLines(figures, tract, layer);
            if (main === undefined) return null;
            const column = figures.columns.findIndex((c) => c.factor === layer.id && c.main);
            return (
              <li key={layer.id}>
                <span className={`dot dot--${bandClass(scoreBand(tract.p[column] ?? null))}`} aria-hidden="true" />
                <span>
                  {main}
                  {beside.map((line) => (
                    <span key={line} className="county-card-aside">
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
        {view.sites && sites && <p className="county-card-note county-card-sites">{sites}</p>}
        <p className="county-card-note">
          {text(messages.source)}{' '}
          <a href={source.url} lang={ENGLISH_NAME}>
            {`${source.publisher}, ${source.dataset} (${source.published})`}
          </a>
        </p>
        <p className="county-card-note">{figures.about}</p>
      </div>

      <CardActions details={{ ref: detailsButton, open: () => setReportOpen(true) }}>
        <CardExport
          label={text(messages.export)}
          // Loaded on the first export, not with the page.
          onExport={() =>
            void import('../../show-county/exportAreaRow').then(({ exportAreaRow }) => exportAreaRow('exportTracts', tract.id, text(messages.exported, { tract: title })))
          }
        />
      </CardActions>
      {reportOpen && (
        <Report
          figures={figures}
          tract={tract}
          onClose={() => {
            setReportOpen(false);
            detailsButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
