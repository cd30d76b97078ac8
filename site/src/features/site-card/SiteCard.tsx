import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { countyTitle } from '../../lib/data/countyNames';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { loadedSites, loadSites, type SiteReading, type SitesFile } from '../../measured-data/superfundSites';
import { useEarlyCard } from '../../show-county/cardPreview';
import { CardActions, CardHead } from '../../show-county/CardParts';
import { earlyCardShown } from '../../show-county/earlyCardPainted';
import { useAppStore } from '../../store/appStore';
import { selectSelectedSiteId } from '../../store/selectors';

const messages = defineMessages({
  kind: { id: 'site.kind', defaultMessage: 'Superfund site' },
  epaId: { id: 'site.epaId', defaultMessage: 'EPA ID {id}' },
  npl: { id: 'site.npl', defaultMessage: 'National Priorities List: {status}' },
  federal: { id: 'site.federal', defaultMessage: '{federal, select, yes {A federal facility} other {Not a federal facility}}' },
  solvent: {
    id: 'site.solvent',
    defaultMessage: '{solvent, select, TCE {TCE (trichloroethylene)} PCE {PCE (tetrachloroethylene, perchloroethylene)} other {{solvent}}}',
  },
  reading: { id: 'site.reading', defaultMessage: '{medium}: {value} {units} ({document})' },
  noValue: { id: 'site.noValue', defaultMessage: 'Listed at the site without a concentration.' },
  failed: { id: 'site.failed', defaultMessage: 'The Superfund sites did not load: {error}' },
});

/** A concentration as the source writes it, its digits grouped as the page's language groups them. */
function valueText(max: string): string {
  const value = Number(max);
  return Number.isFinite(value) ? new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 }).format(value) : max;
}

function Reading({ reading, flagged }: { reading: SiteReading; flagged: string }) {
  return (
    <li>
      {text(messages.reading, { medium: reading.medium, value: valueText(reading.max), units: reading.units, document: reading.document })}
      {reading.aboveSolubility && <span className="county-card-aside">{flagged}</span>}
    </li>
  );
}

/**
 * The card of the Superfund site chosen on the map, by its link (`site=`) or by a search. It takes the
 * county card's place and its look: the county card's stylesheet is the page's own (the card is in
 * the first bundle), so the classes are there before this card loads.
 */
export function SiteCard() {
  const id = useAppStore(selectSelectedSiteId);
  const selectSite = useAppStore((s) => s.selectSite);
  const counties = useAppStore((s) => s.measuredCounties);
  const [loaded, setLoaded] = useState<SitesFile | Error | null>(loadedSites);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    loadSites().then(
      (sites) => live && setLoaded(sites),
      (error: unknown) => live && setLoaded(error instanceof Error ? error : new Error(String(error))),
    );
    return () => void (live = false);
  }, []);
  const file = loaded instanceof Error ? null : loaded;
  const site = file?.sites.find((candidate) => candidate.id === id) ?? null;
  // A site chosen on the page takes focus to its card; the link's own, painted ahead, leaves focus
  // where it is, as an area's link does (useCardFocus.ts).
  const openedByLink = useRef(false);
  // Before useEarlyCard's, which takes the card painted ahead away.
  useLayoutEffect(() => void (openedByLink.current = earlyCardShown()), []);
  useEffect(() => {
    if (site === null) return;
    if (openedByLink.current) openedByLink.current = false;
    else heading.current?.focus();
  }, [site]);
  useEarlyCard(card, site || loaded instanceof Error ? id : null);
  if (loaded instanceof Error) {
    return (
      <section ref={card} className="county-card" aria-live="polite">
        <p className="county-card-note">{text(messages.failed, { error: loaded.message })}</p>
      </section>
    );
  }
  // An EPA ID that no site has closes the card once the sites are in (features/url-state/urlSync.ts).
  if (!file || !site) return null;
  const county = counties.find((candidate) => candidate.id === site.county);
  return (
    <section ref={card} className="county-card site-card" aria-labelledby={headingId}>
      <CardHead
        headingId={headingId}
        headingRef={heading}
        title={site.name}
        titleLang="en"
        above={<p className="county-card-state">{text(messages.kind)}</p>}
        onClose={() => selectSite(null)}
      >
        <p className="county-card-state">
          {text(messages.epaId, { id: site.id })}
          {county && <> · {countyTitle(county)}</>}
        </p>
      </CardHead>
      <div className="county-card-body" tabIndex={0} role="group" aria-labelledby={headingId}>
        <p className="county-card-note">{text(messages.npl, { status: site.npl })}</p>
        <p className="county-card-note">{text(messages.federal, { federal: site.federal ? 'yes' : 'no' })}</p>
        {site.solvents.map((solvent) => {
          const readings = site.readings.filter((reading) => reading.solvent === solvent);
          return (
            <div key={solvent}>
              <h3 className="county-card-subtitle">{text(messages.solvent, { solvent })}</h3>
              {readings.length > 0 ? (
                <ul className="county-card-breakdown site-card-readings">
                  {readings.map((reading, i) => (
                    <Reading key={i} reading={reading} flagged={file.flagged} />
                  ))}
                </ul>
              ) : (
                <p className="county-card-note">{text(messages.noValue)}</p>
              )}
            </div>
          );
        })}
        <p className="county-card-note">{file.note}</p>
      </div>
      <CardActions />
    </section>
  );
}
