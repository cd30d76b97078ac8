import { useMemo, type ComponentType, type ReactNode } from 'react';
import { countBands } from '../../lib/countyBand';
import { bandPaint } from '../../lib/measuredPalette';
import { DEMO_NOTE } from '../../lib/viewTexts';
import { useAppStore } from '../../store/appStore';
import { selectCounties, selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import type { DataView } from '../../views/views';
import { TitledCard } from './TitledCard';

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

/** Counts of the view's counties (the Measured view's), for the selected layers (all four when none is). */
function CountedSummary() {
  const counties = useAppStore(selectCounties);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const { high, moderate } = useMemo(() => countBands(counties, layers, table), [counties, layers, table]);
  const loaded = counties.length > 0;
  return (
    <>
      <p className="intro-text">
        Exposures that studies link to Parkinson's disease in populations, from public data for {loaded ? counties.length.toLocaleString('en-US') : 'every'} US
        counties. Each figure is ranked against all US counties; it describes a county, not any one person's risk.
      </p>
      <SummaryTiles>
        <Tile band="high" value={loaded ? high.toLocaleString('en-US') : '…'} label="High Exposure Counties" />
        <Tile band="moderate" value={loaded ? moderate.toLocaleString('en-US') : '…'} label="Moderate Exposure" />
      </SummaryTiles>
      <p className="tile-note">Counted for the selected layers{layers.length === 0 ? ' (all four when none is selected)' : ''}.</p>
    </>
  );
}

/** The specification's text and fixed counts (the Demo view's). */
function FixedSummary() {
  return (
    <>
      <p className="intro-text">
        Mapping Parkinson's disease environmental exposure factors across California and Florida counties.
      </p>
      <SummaryTiles>
        <Tile band="high" value={23} label="High Risk Counties" />
        <Tile band="moderate" value={41} label="Moderate Risk" />
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
    <TitledCard titleId="intro-title" title="Environmental Risk Analysis" className="card-intro">
      <Summary />
    </TitledCard>
  );
}
