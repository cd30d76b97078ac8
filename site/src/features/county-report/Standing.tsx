import { useId, type ReactNode } from 'react';
import type { MeasuredCounty } from '../../lib/data/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { rich } from '../../lib/i18n/rich';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { rankInWords, statePlaces } from './ranks';
import { StateTableButton } from './StateTable';

const messages = defineMessages({
  heading: { id: 'report.standingHeading', defaultMessage: 'Where it stands' },
  note: {
    id: 'report.standingNote',
    defaultMessage: 'Places count from the highest figure; counties with the same figure share a place, and counties without a figure are left out.',
  },
  places: { id: 'report.standingPlaces', defaultMessage: '<b>{layer}</b>: {inState}; {inNation}' },
  unranked: { id: 'report.standingUnranked', defaultMessage: '<b>{layer}</b>: no figure, so no place' },
  nation: { id: 'report.standingNation', defaultMessage: 'US' },
});

const bold = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** The county's place on each layer in its state and in the nation, and the table of its state's counties. */
export function Standing(props: { county: MeasuredCounty; all: readonly MeasuredCounty[]; table: readonly RiskLayer[]; layers: readonly LayerId[] }) {
  const { county, all, table } = props;
  const headingId = useId();
  return (
    <section className="report-standing" aria-labelledby={headingId}>
      <h3 id={headingId}>{text(messages.heading)}</h3>
      <ul className="report-places">
        {table.map((layer) => {
          const { state, nation } = statePlaces(all, layer.id, county);
          return (
            <li key={layer.id}>
              {state && nation
                ? rich(messages.places, { layer: layer.name, inState: rankInWords(state, county.state), inNation: rankInWords(nation, text(messages.nation)), b: bold })
                : rich(messages.unranked, { layer: layer.name, b: bold })}
            </li>
          );
        })}
      </ul>
      <p className="report-note">{text(messages.note)}</p>
      <div className="report-actions">
        <StateTableButton {...props} />
      </div>
    </section>
  );
}
