import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MeasuredCounty } from '../../lib/data/counties';
import { bandName, countyScore, NO_DATA } from '../../lib/figures/countyBand';
import { formatValue } from '../../lib/figures/figures';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { CloseIcon } from '../../lib/dom/icons';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { firstDirection, sortStateRows, type SortDirection, type SortKey } from './stateTableRows';
import { PrintedDisclaimer } from './ReportDialog';
import { useBackCloses } from './useBackCloses';

const messages = defineMessages({
  open: { id: 'stateTable.open', defaultMessage: 'All {count, plural, one {# {state} county} other {# {state} counties}} in a table' },
  title: { id: 'stateTable.title', defaultMessage: '{state}: {count, plural, one {# county} other {# counties}}' },
  close: { id: 'stateTable.close', defaultMessage: 'Close the table' },
  print: { id: 'stateTable.print', defaultMessage: 'Print the table' },
  caption: {
    id: 'stateTable.caption',
    defaultMessage: '{state} counties by {column}, {direction, select, ascending {lowest first} other {highest first}}. Sort by a column with its button.',
  },
  captionByName: { id: 'stateTable.captionByName', defaultMessage: '{state} counties by name. Sort by a column with its button.' },
  county: { id: 'stateTable.county', defaultMessage: 'County' },
  score: { id: 'stateTable.score', defaultMessage: 'Combined score of the selected layers' },
  unit: { id: 'stateTable.unit', defaultMessage: '{unit}, {years}' },
  noneReported: { id: 'stateTable.noneReported', defaultMessage: 'None reported' },
  thisReport: { id: 'stateTable.thisReport', defaultMessage: '(this report)' },
});

/** A layer's cell: its figure, None reported, or No data. */
function figureText(county: MeasuredCounty, layer: RiskLayer): string {
  const f = county.figures[layer.id];
  if (f?.status === 'none reported') return text(messages.noneReported);
  return f?.status === 'value' && f.value !== null ? formatValue(f.value) : bandName(NO_DATA);
}

const sameKey = (a: SortKey, b: SortKey) => a.kind === b.kind && (a.kind !== 'layer' || (b.kind === 'layer' && a.id === b.id));

/** A column head: a button that sorts by it (or turns its order round), with aria-sort saying the order. */
function SortHead({ label, detail, sortKey, sort, onSort }: { label: string; detail?: string; sortKey: SortKey; sort: { key: SortKey; direction: SortDirection }; onSort: (key: SortKey) => void }) {
  const active = sameKey(sortKey, sort.key);
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="state-table-sort" onClick={() => onSort(sortKey)}>
        {label}
        {detail && <span className="state-table-unit">{detail}</span>}
        <span aria-hidden="true" className="state-table-arrow">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Every county of a state in one table, sortable by name, by each layer's figure and by the combined
 * score, by mouse or keyboard (each column head is a button). A modal dialog over the report, with
 * its own history entry (Back closes it); printing while it is open prints the table alone.
 */
function StateTableDialog(props: { county: MeasuredCounty; counties: readonly MeasuredCounty[]; table: readonly RiskLayer[]; layers: readonly LayerId[]; onClose: () => void }) {
  const { county, counties, table, layers } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const captionId = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: { kind: 'name' }, direction: 'ascending' });
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  useBackCloses(() => dialog.current?.close());
  const rows = useMemo(
    () => sortStateRows(counties.map((c) => ({ county: c, score: countyScore(c, layers, table) })), sort.key, sort.direction, LOCALE),
    [counties, layers, table, sort],
  );
  const onSort = (key: SortKey) =>
    setSort((s) => (sameKey(s.key, key) ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: firstDirection(key) }));
  const column = sort.key.kind === 'score' ? text(messages.score) : sort.key.kind === 'layer' ? (table.find((l) => sort.key.kind === 'layer' && l.id === sort.key.id)?.name ?? '') : '';
  const caption = sort.key.kind === 'name' ? text(messages.captionByName, { state: county.state }) : text(messages.caption, { state: county.state, column, direction: sort.direction });

  return createPortal(
    <dialog ref={dialog} className="county-report state-table" aria-labelledby={headingId} onClose={props.onClose}>
      <div className="county-report-head">
        <h2 id={headingId}>{text(messages.title, { state: county.state, count: counties.length })}</h2>
        <button type="button" className="icon-button icon-button--ghost" aria-label={text(messages.close)} title={text(messages.close)} onClick={() => dialog.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      <div className="county-report-body">
        <div className="report-actions">
          <button type="button" className="report-button" onClick={() => window.print()}>
            {text(messages.print)}
          </button>
        </div>
        {/* Said above the table, not as its caption, which would scroll sideways with it on a phone. */}
        <p id={captionId} className="state-table-caption">
          {caption}
        </p>
        {/* Wider than a phone: it scrolls sideways by itself, reachable by keyboard. */}
        <div className="state-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="state-table-grid" aria-labelledby={captionId}>
            <thead>
              <tr>
                <SortHead label={text(messages.county)} sortKey={{ kind: 'name' }} sort={sort} onSort={onSort} />
                {table.map((layer) => (
                  <SortHead
                    key={layer.id}
                    label={layer.name}
                    detail={layer.measured ? text(messages.unit, { unit: layer.measured.unit, years: layer.measured.years }) : undefined}
                    sortKey={{ kind: 'layer', id: layer.id }}
                    sort={sort}
                    onSort={onSort}
                  />
                ))}
                <SortHead label={text(messages.score)} sortKey={{ kind: 'score' }} sort={sort} onSort={onSort} />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ county: c, score }) => (
                <tr key={c.id} aria-current={c.id === county.id ? 'true' : undefined}>
                  <th scope="row">
                    {c.name}
                    {c.id === county.id && <span className="state-table-this"> {text(messages.thisReport)}</span>}
                  </th>
                  {table.map((layer) => (
                    <td key={layer.id}>{figureText(c, layer)}</td>
                  ))}
                  <td>{score === null ? bandName(NO_DATA) : Math.round(score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PrintedDisclaimer />
      </div>
    </dialog>,
    document.body,
  );
}

/** The button that opens the table of the county's state, and the table while it is open. */
export function StateTableButton(props: { county: MeasuredCounty; all: readonly MeasuredCounty[]; table: readonly RiskLayer[]; layers: readonly LayerId[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { county, all } = props;
  const counties = useMemo(() => all.filter((c) => c.stateCode === county.stateCode), [all, county.stateCode]);
  return (
    <>
      <button ref={button} type="button" className="report-button" onClick={() => setOpen(true)}>
        {text(messages.open, { count: counties.length, state: county.state })}
      </button>
      {open && (
        <StateTableDialog
          {...props}
          counties={counties}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
