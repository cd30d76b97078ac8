import { useAppStore } from '../../store/appStore';
import { selectDataView, selectEnvironment } from '../../store/selectors';
import { TitledCard } from './TitledCard';

/** The sources /api/environmental-data lists, each a link: the specification's six in Demo, the public data sets in Measured. */
export function DataSources() {
  const view = useAppStore(selectDataView);
  const { sources, measuredSources, lastUpdated } = useAppStore(selectEnvironment);
  return (
    <TitledCard titleId="data-sources-title" title="Data Sources">
      {view === 'demo' ? (
        <>
          <ul className="source-list source-list--links">
            {sources.map((source) => (
              <li key={source.name}>
                {/* riskmap generate requires every source's absolute web address. */}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.name}
                </a>
              </li>
            ))}
          </ul>
          <p className="source-updated">Last updated: {lastUpdated}</p>
        </>
      ) : (
        <>
          <ul className="source-list source-list--links">
            {measuredSources.map((source) => (
              <li key={source.id}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.publisher}: {source.dataset}
                </a>{' '}
                ({source.years})
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}
