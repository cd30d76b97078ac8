import { TitledCard } from './TitledCard';

const SOURCES = [
  'EPA Air Quality Data',
  'CA Dept of Pesticide Regulation',
  'FL Dept of Environmental Protection',
  'FL Groundwater Quality Monitoring',
  'CARB Air Quality Monitoring',
  'UCLA PEG Study Data',
] as const;

export function DataSources() {
  return (
    <TitledCard titleId="data-sources-title" title="Data Sources">
      <ul className="source-list">
        {SOURCES.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
      <p className="source-updated">Last updated: December 2024</p>
    </TitledCard>
  );
}
