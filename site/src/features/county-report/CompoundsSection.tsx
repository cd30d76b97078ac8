import type { ReactNode } from 'react';
import type { MeasuredCounty } from '../../lib/data/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { english, rich } from '../../lib/i18n/rich';
import type { CompoundStudy, Compounds } from '../../lib/data/compounds';
import { compoundLines, uniqueStudies, type CompoundLine } from './compounds';
import { doiUrl } from './studies';
import type { LoadStatus } from '../../lib/data/useLoad';

const messages = defineMessages({
  heading: { id: 'compounds.heading', defaultMessage: "Pesticides that studies link to Parkinson's disease" },
  loading: { id: 'compounds.loading', defaultMessage: 'Loading the pesticide estimates…' },
  failed: { id: 'compounds.failed', defaultMessage: 'The pesticide estimates could not be loaded; reopen the report to try again.' },
  percentile: { id: 'compounds.percentile', defaultMessage: 'national percentile {percentile}' },
  studies: { id: 'compounds.studies', defaultMessage: '{count, plural, one {Study} other {Studies}}:' },
  source: { id: 'compounds.source', defaultMessage: 'Source: <a><en>{publisher}, {dataset}</en> ({years})</a>.' },
});

/** One county's compounds: the linked sum, then each compound by its high estimate; or that USGS has none. */
function CountyCompounds({ compounds, county, named }: { compounds: Compounds; county: MeasuredCounty; named: boolean }) {
  const lines = compoundLines(compounds, county.id);
  return (
    <>
      {named && <p className="report-column-name">{`${county.name}, ${county.stateCode}`}</p>}
      {lines === null ? (
        <p className="report-muted">{compounds.noEstimate}</p>
      ) : (
        <ul className="report-compounds">
          {lines.map(({ measure, kg, perKm2, percentile }) => (
            <li key={measure.id} data-compound={measure.id}>
              <strong>{measure.name}</strong>: {kg}
              {perKm2 && `; ${perKm2}`}
              {percentile !== null && `; ${text(messages.percentile, { percentile })}`}
              {measure.meaning && <span className="report-muted"> ({measure.meaning})</span>}
              {measure.studies.length > 0 && (
                <span className="report-screen-only">
                  {'; '}
                  <StudyLinks studies={measure.studies} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {lines !== null && <StudiesOnce lines={lines} />}
    </>
  );
}

function StudyLinks({ studies }: { studies: readonly CompoundStudy[] }) {
  return (
    <>
      {text(messages.studies, { count: studies.length })}{' '}
      {studies.map((study, i) => (
        <span key={study.doi}>
          {i > 0 && '; '}
          <a href={doiUrl(study.doi)} target="_blank" rel="noopener noreferrer">
            {study.basis}
          </a>
        </span>
      ))}
    </>
  );
}

/** Printed, each study once under the list: one study stands behind up to nine compounds, and its address is written out. */
function StudiesOnce({ lines }: { lines: readonly CompoundLine[] }) {
  const studies = uniqueStudies(lines);
  if (studies.length === 0) return null;
  return (
    <p className="report-print-only">
      <StudyLinks studies={studies} />
    </p>
  );
}

/**
 * USGS's estimates of the pesticides that studies link to Parkinson's disease in each county of the
 * report, with what the two estimates are, which one ranks, and why the year is 2012.
 */
export function CompoundsSection({ counties, compounds, status }: { counties: MeasuredCounty[]; compounds: Compounds | null; status: LoadStatus }) {
  const heading = text(messages.heading);
  return (
    <section className="report-layer" aria-label={heading}>
      <h3>{heading}</h3>
      {status === 'loading' && <p className="report-muted">{text(messages.loading)}</p>}
      {status === 'failed' && <p className="report-muted">{text(messages.failed)}</p>}
      {compounds && (
        <>
          <p>
            {compounds.estimates} {compounds.ranking} {compounds.latestYear}
          </p>
          {counties.map((county) => (
            <CountyCompounds key={county.id} compounds={compounds} county={county} named={counties.length > 1} />
          ))}
          <p>
            {rich(messages.source, {
              ...compounds.source,
              en: english,
              a: (chunks: ReactNode) => (
                <a href={compounds.source.url} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </>
      )}
    </section>
  );
}
