import { renderToStaticMarkup } from 'react-dom/server';
import { API_PATHS } from '../lib/data/apiPaths';
import { defineMessages, text } from '../lib/i18n/messages';
import { SITE_MESSAGES } from '../lib/i18n/siteMessages';
import type { DataView } from '../views/views';
import { NOT_FOUND_MESSAGES } from './NotFoundPage';

const messages = defineMessages({
  notFoundTitle: { id: 'page.notFoundTitle', defaultMessage: '{heading} · {site}' },
  noscriptNeedsJs: {
    id: 'noscript.needsJs',
    defaultMessage: 'The interactive county map needs JavaScript, which is turned off or blocked in this browser. Turn it on and reload the page to use the map.',
  },
  noscriptData: { id: 'noscript.data', defaultMessage: 'The data behind it can be downloaded without JavaScript:' },
  noscriptCsv: { id: 'noscript.csv', defaultMessage: 'Every county on the map, with its location (CSV)' },
  noscriptExposures: { id: 'noscript.exposures', defaultMessage: 'Measured exposure figures for every US county (CSV)' },
  noscriptWorkbook: {
    id: 'noscript.workbook',
    defaultMessage: 'The same figures as an Excel workbook, which keeps FIPS codes intact, with the codebook and sources',
  },
  noscriptCodebook: { id: 'noscript.codebook', defaultMessage: 'What each column of the exposure figures means and which source it comes from (CSV)' },
  noscriptDataPackage: { id: 'noscript.dataPackage', defaultMessage: "A data package describing every CSV's columns for data tools (JSON)" },
  noscriptEnvironment: { id: 'noscript.environment', defaultMessage: 'The data sources with their web addresses, and the risk layers (JSON)' },
  noscriptNote: {
    id: 'noscript.note',
    defaultMessage: 'This is not medical advice: consult a physician about any health concerns.',
  },
});

const NOSCRIPT_LINKS = [
  [API_PATHS.exportCsv, messages.noscriptCsv],
  [API_PATHS.exportExposures, messages.noscriptExposures],
  [API_PATHS.exportWorkbook, messages.noscriptWorkbook],
  [API_PATHS.exportCodebook, messages.noscriptCodebook],
  [API_PATHS.dataPackage, messages.noscriptDataPackage],
  [API_PATHS.environmentalData, messages.noscriptEnvironment],
] as const;

/** The map page's <title> and its view's description (prerender.tsx puts them in its <head>). */
export const mapPageHead = (view: DataView) =>
  renderToStaticMarkup(
    <>
      <title>{text(SITE_MESSAGES.title)}</title>
      <meta name="description" content={view.description} />
    </>,
  );

export const notFoundHead = () =>
  renderToStaticMarkup(<title>{text(messages.notFoundTitle, { heading: text(NOT_FOUND_MESSAGES.heading), site: text(SITE_MESSAGES.title) })}</title>);

/** What the map page says without JavaScript, inside its <noscript>: the data can still be had. */
export const noscriptText = () =>
  renderToStaticMarkup(
    <main className="card noscript">
      <h1 className="noscript-title">{text(SITE_MESSAGES.title)}</h1>
      <p>{text(messages.noscriptNeedsJs)}</p>
      <p>{text(messages.noscriptData)}</p>
      <ul className="noscript-links">
        {NOSCRIPT_LINKS.map(([path, label]) => (
          <li key={path}>
            <a href={path}>{text(label)}</a>
          </li>
        ))}
      </ul>
      <p className="noscript-note">
        {text(SITE_MESSAGES.educationalOnly)} {text(messages.noscriptNote)}
      </p>
    </main>,
  );
