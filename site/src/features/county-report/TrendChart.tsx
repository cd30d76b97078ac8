import { useId } from 'react';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { english, rich } from '../../lib/i18n/rich';
import type { ReferenceLevel } from '../../lib/data/layers';
import { trendInWords } from './pm25Years';

const messages = defineMessages({
  reference: { id: 'report.trendReference', defaultMessage: '{label}: {level} {unit}, since {since}' },
  referenceSource: { id: 'report.trendReferenceSource', defaultMessage: '<en>{publisher}: {title}</en>' },
  referencesLater: {
    id: 'report.trendReferencesLater',
    defaultMessage:
      '{count, plural, one {The level dates} other {The levels date}} from after {last}: drawn across every year to compare with, not the rules of those years.',
  },
  references: { id: 'report.trendReferences', defaultMessage: 'Reference levels: {levels}' },
  table: { id: 'report.trendTable', defaultMessage: 'The figures by year' },
  year: { id: 'report.trendYear', defaultMessage: 'Year' },
  value: { id: 'report.trendValue', defaultMessage: '{value, number, ::.00}' },
  noData: { id: 'report.trendNoData', defaultMessage: 'no data' },
});

/** One line of the chart; `style` picks its stroke and marker, told apart without colour. */
export interface TrendSeries {
  label: string;
  values: (number | null)[];
  style: 'county' | 'compare' | 'state' | 'national';
}

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { left: 34, right: 10, top: 24, bottom: 26 };
const MARKER: Record<TrendSeries['style'] | 'reference', string> = { county: 'circle', compare: 'square', state: 'none', national: 'none', reference: 'none' };

/** A sample of the series' line and marker for the legend, or of a reference level's line. */
export function LineSample({ style }: { style: TrendSeries['style'] | 'reference' }) {
  return (
    <svg className={`trend-sample trend-${style}`} width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
      <line x1="1" y1="5" x2="27" y2="5" />
      {MARKER[style] === 'circle' && <circle cx="14" cy="5" r="3" />}
      {MARKER[style] === 'square' && <rect x="11" y="2" width="6" height="6" />}
    </svg>
  );
}


/** "EPA annual standard: 9.0 µg/m³, since 2024". */
const referenceInWords = (r: ReferenceLevel, unit: string) => text(messages.reference, { label: r.label, level: r.level, unit, since: r.since });

/** The reference levels under the chart: each with its source as a link and its note, and when they came after the chart's years. */
function References({ references, unit, lastYear }: { references: readonly ReferenceLevel[]; unit: string; lastYear: number }) {
  const later = references.filter((r) => r.since > lastYear);
  return (
    <>
      <ul className="trend-references">
        {references.map((r) => (
          <li key={r.label}>
            <LineSample style="reference" /> {referenceInWords(r, unit)} (
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              {rich(messages.referenceSource, { en: english, publisher: r.publisher, title: r.title })}
            </a>
            ). <span className="trend-reference-note">{r.note}</span>
          </li>
        ))}
      </ul>
      {later.length > 0 && later.length === references.length && (
        <p className="trend-reference-note">{text(messages.referencesLater, { count: later.length, last: lastYear })}</p>
      )}
    </>
  );
}

/**
 * A small line chart of annual figures: years along the bottom, µg/m³ up the side, each series a
 * line with its own dash and marker so it reads in black and white, and the reference levels as
 * level dashed lines, labelled on the chart and cited below it. The figures are in the accessible
 * name (the trend) and in a table the reader can open: nothing is on hover only.
 */
export function TrendChart({ title, years, series, unit, references = [] }: { title: string; years: number[]; series: TrendSeries[]; unit: string; references?: readonly ReferenceLevel[] }) {
  const titleId = useId();
  const descId = useId();
  const all = [...series.flatMap((s) => s.values), ...references.map((r) => Number(r.level))].filter((v): v is number => v !== null);
  const lo = Math.max(0, Math.floor(Math.min(...all)) - 1);
  const hi = Math.ceil(Math.max(...all)) + 1;
  const step = hi - lo > 12 ? 4 : hi - lo > 6 ? 2 : 1;
  const x = (i: number) => PAD.left + (i / Math.max(1, years.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => HEIGHT - PAD.bottom - ((v - lo) / (hi - lo)) * (HEIGHT - PAD.top - PAD.bottom);
  const yTicks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) yTicks.push(v);
  const trends = series.map((s) => trendInWords(s.label, years, s.values)).join('; ');
  const levels = new Intl.ListFormat(LOCALE).format(references.map((r) => referenceInWords(r, unit)));
  const description = references.length > 0 ? `${trends} (${unit}). ${text(messages.references, { levels })}.` : `${trends} (${unit}).`;

  return (
    <figure className="trend">
      <svg className="trend-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{`${title} (${unit})`}</title>
        <desc id={descId}>{description}</desc>
        <g className="trend-axis" aria-hidden="true">
          {yTicks.map((v) => (
            <g key={v}>
              <line className="trend-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
              <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end">
                {v}
              </text>
            </g>
          ))}
          <text x={2} y={11} textAnchor="start" className="trend-unit">
            {unit}
          </text>
          {years.map((year, i) =>
            i % 3 === 0 || i === years.length - 1 ? (
              <text key={year} x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                {year}
              </text>
            ) : null,
          )}
          <line className="trend-baseline" x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} />
        </g>
        <g className="trend-reference" aria-hidden="true">
          {references.map((r) => {
            const at = y(Number(r.level));
            return (
              <g key={r.label} data-reference={r.level}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={at} y2={at} />
                <text x={WIDTH - PAD.right} y={at - 3} textAnchor="end">
                  {`${r.label} ${r.level}`}
                </text>
              </g>
            );
          })}
        </g>
        {series.map((s) => {
          const points = s.values.map((v, i) => (v === null ? null : ([x(i), y(v)] as const)));
          const path = points.reduce((d, p, i) => (p === null ? d : `${d}${d === '' || points[i - 1] === null ? 'M' : 'L'}${p[0].toFixed(1)},${p[1].toFixed(1)}`), '');
          return (
            <g key={s.label} className={`trend-series trend-${s.style}`} data-series={s.style} aria-hidden="true">
              <path d={path} />
              {points.map((p, i) =>
                p === null || MARKER[s.style] === 'none' ? null : MARKER[s.style] === 'circle' ? (
                  <circle key={years[i]} className="trend-point" cx={p[0]} cy={p[1]} r="2.6" />
                ) : (
                  <rect key={years[i]} className="trend-point" x={p[0] - 2.5} y={p[1] - 2.5} width="5" height="5" />
                ),
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="trend-legend">
          {series.map((s) => (
            <li key={s.label}>
              <LineSample style={s.style} /> {s.label}
            </li>
          ))}
        </ul>
        {references.length > 0 && <References references={references} unit={unit} lastYear={years[years.length - 1]!} />}
        <details className="trend-table">
          <summary>{text(messages.table)}</summary>
          <table>
            <caption className="sr-only">{`${title}, ${unit}`}</caption>
            <thead>
              <tr>
                <th scope="col">{text(messages.year)}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((year, i) => (
                <tr key={year}>
                  <th scope="row">{year}</th>
                  {series.map((s) => (
                    <td key={s.label}>{s.values[i] == null ? text(messages.noData) : text(messages.value, { value: s.values[i] })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
