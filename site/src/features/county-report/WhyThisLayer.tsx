import { doiUrl, findingInWords, isNullResult, type Study } from './studies';

/** Said once, above the layers: what the studies are and are not. */
export const STUDIES_NOTE =
  'Under each layer, "Why this layer" lists peer-reviewed studies that found an association between the exposure and ' +
  "Parkinson's disease. These are associations in populations, measured in other places and years: they are not the risk " +
  'of this county or of any person, and they do not show that the exposure causes the disease.';

/** The studies behind one layer: each a link to its DOI, its design and population, and its finding in words. */
export function WhyThisLayer({ layerName, studies, status }: { layerName: string; studies: Study[]; status: 'loading' | 'ready' | 'failed' }) {
  const nulls = studies.filter(isNullResult);
  return (
    <div className="report-why">
      <h4>Why this layer</h4>
      {status === 'loading' && <p className="report-muted">Loading the studies…</p>}
      {status === 'failed' && <p className="report-muted">The studies could not be loaded; reopen the report to try again.</p>}
      {status === 'ready' && studies.length === 0 && <p className="report-muted">No study is listed for this layer.</p>}
      {studies.length > 0 && (
        <ul className="report-studies">
          {studies.map((s) => (
            <li key={s.doi}>
              <a href={doiUrl(s.doi)} target="_blank" rel="noopener noreferrer">
                {s.authors} {s.year}, {s.journal}
              </a>
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
          The evidence for {layerName} is mixed: {nulls.map((s) => `${s.authors} ${s.year}`).join(' and ')} found no statistically significant
          association.
        </p>
      )}
    </div>
  );
}
