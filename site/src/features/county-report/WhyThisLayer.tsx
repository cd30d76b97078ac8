import { ENGLISH_NAME, LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { doiUrl, findingInWords, isNullResult, type Study } from './studies';

const messages = defineMessages({
  heading: { id: 'report.whyHeading', defaultMessage: 'Why this layer' },
  note: {
    id: 'report.studiesNote',
    defaultMessage:
      'Under each layer, “{heading}” lists peer-reviewed studies that found an association between the exposure and Parkinson\'s disease. These are associations in populations, measured in other places and years: they are not the risk of this county or of any person, and they do not show that the exposure causes the disease.',
  },
  loading: { id: 'report.studiesLoading', defaultMessage: 'Loading the studies…' },
  failed: { id: 'report.studiesFailed', defaultMessage: 'The studies could not be loaded; reopen the report to try again.' },
  none: { id: 'report.studiesNone', defaultMessage: 'No study is listed for this layer.' },
  hypothesis: { id: 'report.studyHypothesis', defaultMessage: 'a review stating a hypothesis, not a study of people' },
  mixed: { id: 'report.studiesMixed', defaultMessage: 'The evidence for {layer} is mixed: {studies} found no statistically significant association.' },
});

/** Said once, above the layers: what the studies are and are not. */
export const STUDIES_NOTE = text(messages.note, { heading: text(messages.heading) });

/** The studies behind one layer: each a link to its DOI, its design and population, and its finding in words. */
export function WhyThisLayer({ layerName, studies, status }: { layerName: string; studies: Study[]; status: 'loading' | 'ready' | 'failed' }) {
  const nulls = studies.filter(isNullResult);
  return (
    <div className="report-why">
      <h4>{text(messages.heading)}</h4>
      {status === 'loading' && <p className="report-muted">{text(messages.loading)}</p>}
      {status === 'failed' && <p className="report-muted">{text(messages.failed)}</p>}
      {status === 'ready' && studies.length === 0 && <p className="report-muted">{text(messages.none)}</p>}
      {studies.length > 0 && (
        <ul className="report-studies">
          {studies.map((s) => (
            <li key={s.doi}>
              <a href={doiUrl(s.doi)} target="_blank" rel="noopener noreferrer" lang={ENGLISH_NAME}>
                {s.authors} {s.year}, {s.journal}
              </a>
              {s.hypothesis && (
                <>
                  {' '}
                  <strong className="report-hypothesis">({text(messages.hypothesis)})</strong>
                </>
              )}
              <span className="report-study-design">
                {' '}
                ({s.design}; {s.population})
              </span>
              : {findingInWords(s.finding)}.
            </li>
          ))}
        </ul>
      )}
      {nulls.length > 0 && (
        <p className="report-mixed">
          {text(messages.mixed, { layer: layerName, studies: new Intl.ListFormat(LOCALE).format(nulls.map((s) => `${s.authors} ${s.year}`)) })}
        </p>
      )}
    </div>
  );
}
