import type { MeasuredCounty } from '../../lib/data/counties';
import type { ReferenceLevel } from '../../lib/data/layers';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MANIFEST } from '../../lib/data/manifest';
import type { LoadStatus } from '../../lib/data/useLoad';
import type { Pm25State } from './pm25Years';
import { TrendChart, type TrendSeries } from './TrendChart';

/** The layer the yearly figures belong to, as the manifest says: they are the annual means behind its figure. */
export const PM25_LAYER = MANIFEST.layers.find((layer) => layer.yearlyFigures === 'pm25Years')?.id;

const messages = defineMessages({
  loading: { id: 'report.pm25Loading', defaultMessage: 'Loading PM2.5 by year…' },
  failed: { id: 'report.pm25Failed', defaultMessage: 'PM2.5 by year could not be loaded; reopen the report to try again.' },
  missing: {
    id: 'report.pm25Missing',
    defaultMessage: '{county}, {state} has no yearly PM2.5 figures: the source covers the contiguous states and DC.',
  },
  stateMedian: { id: 'report.pm25StateMedian', defaultMessage: '{state} median county' },
  nationalMedian: { id: 'report.pm25NationalMedian', defaultMessage: 'US median county' },
  title: { id: 'report.pm25Title', defaultMessage: 'PM2.5, annual mean, {first}-{last}' },
});

/**
 * PM2.5 over time: the county's annual mean beside its state's median county and the national
 * median county (in compare, the two counties and the national median; their state's median when
 * they share one), against the layer's reference levels. A county the yearly file lacks says so.
 */
export function Pm25Trend(props: { counties: MeasuredCounty[]; pm25: Record<string, Pm25State | null>; status: LoadStatus; unit: string; references: readonly ReferenceLevel[] }) {
  const { counties, pm25, status, unit } = props;
  if (status === 'loading') return <p className="report-muted">{text(messages.loading)}</p>;
  if (status === 'failed') return <p className="report-muted">{text(messages.failed)}</p>;
  const rows = counties.map((c) => ({ county: c, state: pm25[c.id] ?? null, values: pm25[c.id]?.counties[c.id] ?? null }));
  const missing = rows.filter((r) => r.values === null || r.values.every((v) => v === null));
  const drawn = rows.filter((r) => !missing.includes(r));
  const first = drawn[0];
  const notes = missing.map((r) => (
    <p key={r.county.id} className="report-muted">
      {text(messages.missing, { county: r.county.name, state: r.county.state })}
    </p>
  ));
  if (!first?.state) return <>{notes}</>;
  const series: TrendSeries[] = drawn.map((r, i) => ({ label: `${r.county.name}, ${r.county.stateCode}`, values: r.values!, style: i === 0 && r.county === counties[0] ? 'county' : 'compare' }));
  const oneState = drawn.every((r) => r.county.stateCode === first.county.stateCode);
  if (oneState) series.push({ label: text(messages.stateMedian, { state: first.county.state }), values: first.state.state, style: 'state' });
  series.push({ label: text(messages.nationalMedian), values: first.state.national, style: 'national' });
  const years = first.state.years;
  return (
    <>
      {notes}
      <TrendChart title={text(messages.title, { first: years[0], last: years[years.length - 1] })} years={years} series={series} unit={unit} references={props.references} />
    </>
  );
}
