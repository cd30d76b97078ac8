import { useId } from 'react';
import { formatValue, measuredFigureText, percentileInWords } from '../../lib/figures/figures';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { RiskLayer } from '../../lib/data/layers';
import type { MeasuredCounty } from '../../lib/data/counties';
import { axisFraction, axisTicks, powerOfTenLabel, type Histogram } from './histogram';

const WIDTH = 360;
const HEIGHT = 86;
const PAD = { left: 6, right: 6, top: 14, bottom: 22 };
const PLOT = WIDTH - PAD.left - PAD.right;
const BASE = HEIGHT - PAD.bottom;

const messages = defineMessages({
  notDrawn: { id: 'report.placeNotDrawn', defaultMessage: '{county}: {figure}, not drawn' },
  placed: { id: 'report.placed', defaultMessage: '{county}: {value} {unit}, {percentileWords} (percentile {percentile})' },
  logAxis: { id: 'report.logAxis', defaultMessage: '{unit}, log scale (the marks are powers of ten)' },
  zeros: { id: 'report.zeros', defaultMessage: '{count, plural, one {# county} other {# counties}} at exactly 0 (off the log scale)' },
  noneReported: { id: 'report.noneReportedCount', defaultMessage: 'None reported: {count, plural, one {# county} other {# counties}}' },
  noData: { id: 'report.noDataCount', defaultMessage: 'No data: {count, plural, one {# county} other {# counties}}' },
  apart: { id: 'report.countedApart', defaultMessage: 'Counted apart, not drawn: {counts}.' },
  title: {
    id: 'report.distributionTitle',
    defaultMessage: '{layer}: where {county} sits among {drawn, plural, one {# county} other {# counties}} with a figure',
  },
  titleCompare: {
    id: 'report.distributionTitleCompare',
    defaultMessage: '{layer}: where {county} and {compare} sit among {drawn, plural, one {# county} other {# counties}} with a figure',
  },
});

/** Where each county sits, in words: its figure and percentile, or why it has none. */
export function placeInWords(county: MeasuredCounty, layer: RiskLayer): string {
  const figure = county.figures[layer.id];
  if (figure?.status !== 'value' || figure.value === null || figure.percentile === null) return text(messages.notDrawn, { county: county.name, figure: measuredFigureText(layer, figure) });
  const { percentile } = figure;
  return text(messages.placed, { county: county.name, value: formatValue(figure.value), unit: layer.measured?.unit ?? '', percentileWords: percentileInWords(percentile), percentile });
}

/**
 * A small histogram of every US county's figure on one layer, with the report's counties marked
 * (a solid line and triangle; a dashed line and square for the second) and their percentiles in
 * words below. None reported and No data are counted in words, never drawn as 0.
 */
export function Distribution({ layer, histogram, counties }: { layer: RiskLayer; histogram: Histogram; counties: MeasuredCounty[] }) {
  const titleId = useId();
  const h = histogram;
  const unit = layer.measured?.unit ?? '';
  const tallest = Math.max(1, ...h.counts);
  const barWidth = PLOT / h.counts.length;
  const at = (fraction: number) => PAD.left + fraction * PLOT;
  const marks = counties.map((c, i) => {
    const f = c.figures[layer.id];
    const fraction = f?.status === 'value' && f.value !== null ? axisFraction(h, f.value) : null;
    return { county: c, fraction, style: i === 0 ? 'county' : 'compare' };
  });
  const axisWords = h.scale === 'log' ? text(messages.logAxis, { unit }) : unit;
  const apart = [
    h.zeros > 0 && text(messages.zeros, { count: h.zeros }),
    h.noneReported > 0 && text(messages.noneReported, { count: h.noneReported }),
    h.noData > 0 && text(messages.noData, { count: h.noData }),
  ].filter(Boolean);
  const [first, second] = counties;
  const title = second
    ? text(messages.titleCompare, { layer: layer.shortName, county: first!.name, compare: second.name, drawn: h.drawn })
    : text(messages.title, { layer: layer.shortName, county: first!.name, drawn: h.drawn });

  return (
    <figure className="distribution">
      <figcaption id={titleId} className="distribution-title">
        {title}
      </figcaption>
      <svg className="distribution-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-words`}>
        <g aria-hidden="true">
          {h.counts.map((n, i) =>
            n === 0 ? null : (
              <rect key={i} className="distribution-bar" x={at(i / h.counts.length) + 0.5} width={barWidth - 1} y={BASE - (n / tallest) * (BASE - PAD.top)} height={(n / tallest) * (BASE - PAD.top)} />
            ),
          )}
          <line className="distribution-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={BASE} y2={BASE} />
          {axisTicks(h).map((v, i, all) => {
            const fraction = axisFraction(h, v) ?? 0;
            const anchor = i === 0 ? 'start' : i === all.length - 1 ? 'end' : 'middle';
            return (
              <g key={v}>
                <line className="distribution-axis" x1={at(fraction)} x2={at(fraction)} y1={BASE} y2={BASE + 3} />
                <text x={at(fraction)} y={BASE + 14} textAnchor={anchor}>
                  {h.scale === 'log' ? powerOfTenLabel(v, formatValue) : formatValue(v)}
                </text>
              </g>
            );
          })}
          {marks.map(({ county, fraction, style }) =>
            fraction === null ? null : (
              <g key={county.id} className={`distribution-mark distribution-${style}`} data-fips={county.id}>
                <line x1={at(fraction)} x2={at(fraction)} y1={PAD.top - 2} y2={BASE} />
                {style === 'county' ? (
                  <path d={`M${at(fraction) - 5},${PAD.top - 12}h10l-5,8z`} />
                ) : (
                  <rect x={at(fraction) - 4} y={PAD.top - 12} width="8" height="8" />
                )}
              </g>
            ),
          )}
        </g>
      </svg>
      <p className="distribution-axis-label">{axisWords}</p>
      <ul id={`${titleId}-words`} className="distribution-words">
        {marks.map(({ county, style }) => (
          <li key={county.id}>
            <span className={`distribution-key distribution-key-${style}`} aria-hidden="true">
              {style === 'county' ? '▼' : '■'}
            </span>{' '}
            {placeInWords(county, layer)}
          </li>
        ))}
        {apart.length > 0 && <li>{text(messages.apart, { counts: apart.join('; ') })}</li>}
      </ul>
    </figure>
  );
}
