import { useMemo, type ComponentType, type ReactNode } from 'react';
import { countBands } from '../../lib/figures/countyBand';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { DEMO_NOTE } from '../../lib/i18n/viewTexts';
import { useAppStore } from '../../store/appStore';
import { selectCounties, selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import type { DataView } from '../../views/views';
import { TitledCard } from './TitledCard';

const messages = defineMessages({
  title: { id: 'intro.title', defaultMessage: 'Environmental Risk Analysis' },
  demoText: {
    id: 'intro.demoText',
    defaultMessage: "Mapping Parkinson's disease environmental exposure factors across California and Florida counties.",
  },
  demoHigh: { id: 'intro.demoHigh', defaultMessage: 'High Risk Counties' },
  demoModerate: { id: 'intro.demoModerate', defaultMessage: 'Moderate Risk' },
  measuredText: {
    id: 'intro.measuredText',
    defaultMessage:
      "Exposures that studies link to Parkinson's disease in populations, from public data for {loaded, select, true {{count, plural, one {# US county} other {# US counties}}} other {every US county}}. Each figure is ranked against all US counties; it describes a county, not any one person's risk.",
  },
  measuredHigh: { id: 'intro.measuredHigh', defaultMessage: 'High Exposure Counties' },
  measuredModerate: { id: 'intro.measuredModerate', defaultMessage: 'Moderate Exposure' },
  countedNote: { id: 'intro.countedNote', defaultMessage: 'Counted for the selected layers.' },
  countedNoteNone: {
    id: 'intro.countedNoteNone',
    defaultMessage: 'Counted for the selected layers ({count, plural, one {the one layer} other {all # layers}} when none is selected).',
  },
});

function Tile({ band, value, label }: { band: 'high' | 'moderate'; value: number | string; label: string }) {
  return (
    <p className={`tile tile--${band}`}>
      <span className="tile-value">{value}</span>
      <span className="tile-label">{label}</span>
    </p>
  );
}

/** The two tiles, in the view's band colours. */
function SummaryTiles({ children }: { children: ReactNode }) {
  const { palette } = useAppStore(selectDataView);
  return (
    <div className="summary-tiles" {...bandPaint(palette)}>
      {children}
    </div>
  );
}

/** Counts of the view's counties (the Measured view's), for the selected layers (all of them when none is). */
function CountedSummary() {
  const counties = useAppStore(selectCounties);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const { high, moderate } = useMemo(() => countBands(counties, layers, table), [counties, layers, table]);
  const loaded = counties.length > 0;
  return (
    <>
      <p className="intro-text">
        {text(messages.measuredText, { loaded, count: counties.length })}
      </p>
      <SummaryTiles>
        <Tile band="high" value={loaded ? high.toLocaleString(LOCALE) : '…'} label={text(messages.measuredHigh)} />
        <Tile band="moderate" value={loaded ? moderate.toLocaleString(LOCALE) : '…'} label={text(messages.measuredModerate)} />
      </SummaryTiles>
      <p className="tile-note">{layers.length === 0 ? text(messages.countedNoteNone, { count: table.length }) : text(messages.countedNote)}</p>
    </>
  );
}

/** The specification's text and fixed counts (the Demo view's). */
function FixedSummary() {
  return (
    <>
      <p className="intro-text">{text(messages.demoText)}</p>
      <SummaryTiles>
        <Tile band="high" value={23} label={text(messages.demoHigh)} />
        <Tile band="moderate" value={41} label={text(messages.demoModerate)} />
      </SummaryTiles>
      <p className="tile-note">{DEMO_NOTE}</p>
    </>
  );
}

const SUMMARIES: Record<DataView['summary'], ComponentType> = { fixed: FixedSummary, counted: CountedSummary };

/** "Environmental Risk Analysis": what the view shows, and its two summary tiles. */
export function IntroCard() {
  const Summary = SUMMARIES[useAppStore(selectDataView).summary];
  return (
    <TitledCard titleId="intro-title" title={text(messages.title)} className="card-intro">
      <Summary />
    </TitledCard>
  );
}
