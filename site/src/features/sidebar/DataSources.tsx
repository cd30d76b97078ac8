import type { ComponentType } from 'react';
import { ENGLISH_NAME } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { monthInWords } from '../../lib/figures/monthOfYear';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectEnvironment } from '../../store/selectors';
import type { DataView } from '../../views/views';
import { TitledCard } from './TitledCard';

const messages = defineMessages({
  title: { id: 'sources.title', defaultMessage: 'Data Sources' },
  lastUpdated: { id: 'sources.lastUpdated', defaultMessage: 'Last updated: {date}' },
});

/** The specification's six sources (the Demo view's) and its date. */
function SpecificationSources() {
  const { sources, lastUpdated } = useAppStore(selectEnvironment);
  return (
    <>
      <ul className="source-list source-list--links">
        {sources.map((source) => (
          <li key={source.name}>
            {/* riskmap generate requires every source's absolute web address. */}
            <a href={source.url} target="_blank" rel="noopener noreferrer" lang={ENGLISH_NAME}>
              {source.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="source-updated">{text(messages.lastUpdated, { date: monthInWords(lastUpdated) })}</p>
    </>
  );
}

/** The public data sets (the Measured view's), with their years. */
function PublicDataSources() {
  const { measuredSources } = useAppStore(selectEnvironment);
  return (
    <ul className="source-list source-list--links">
      {measuredSources.map((source) => (
        <li key={source.id}>
          <a href={source.url} target="_blank" rel="noopener noreferrer" lang={ENGLISH_NAME}>
            {source.publisher}: {source.dataset}
          </a>{' '}
          ({source.years})
        </li>
      ))}
    </ul>
  );
}

const SOURCES: Record<DataView['sources'], ComponentType> = { specification: SpecificationSources, 'public-data': PublicDataSources };

/** The sources /api/environmental-data lists, each a link: the specification's six in Demo, the public data sets in Measured. */
export function DataSources() {
  const Sources = SOURCES[useAppStore(selectDataView).sources];
  return (
    <TitledCard titleId="data-sources-title" title={text(messages.title)}>
      <Sources />
    </TitledCard>
  );
}
