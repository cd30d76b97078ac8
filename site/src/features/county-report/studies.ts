import { fetchJson } from '../../lib/data/api';
import { defineMessages, text as message } from '../../lib/i18n/messages';
import { TEXTS_API } from '../../lib/data/textsApi';
import { text } from '../../lib/data/counties';
import type { LayerId } from '../../lib/data/layers';
import { onceUntilFailure } from '../../lib/data/onceUntilFailure';

/** A peer-reviewed study behind a layer, as /api/studies lists it (datagen/API.md). */
export interface Study {
  layer: LayerId;
  authors: string;
  year: number;
  journal: string;
  doi: string;
  design: string;
  population: string;
  finding: string;
  /** The study found no statistically significant association: the generator decides, not the finding's words. */
  nullResult: boolean;
  /** A review stating a hypothesis, which studied no people of its own: the report says so beside it. */
  hypothesis: boolean;
}

/**
 * Parses /api/studies; rows without a layer or DOI are dropped, anything but an array is none, and
 * nullResult and hypothesis are true only when the API says exactly true.
 */
export function parseStudies(answer: unknown): Study[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      layer: text(row.layer),
      authors: text(row.authors),
      year: typeof row.year === 'number' ? row.year : Number.parseInt(text(row.year), 10),
      journal: text(row.journal),
      doi: text(row.doi),
      design: text(row.design),
      population: text(row.population),
      finding: text(row.finding),
      nullResult: row.nullResult === true,
      hypothesis: row.hypothesis === true,
    }))
    .filter((s) => s.layer !== '' && s.doi !== '');
}

/** The studies, asked for once when a report first opens; a failure is tried again on the next. */
export const loadStudies = onceUntilFailure(async () => parseStudies(await fetchJson(TEXTS_API.studies)));

export const doiUrl = (doi: string): string => `https://doi.org/${doi}`;

const messages = defineMessages({
  ratio: {
    id: 'report.studyRatio',
    defaultMessage: '{ratio, select, OR {odds} other {risk}} about {value} times as high (95% CI {interval})',
  },
});

/**
 * A study's finding in plain words: "OR 1.75 (95% CI 1.13-2.73)" reads "odds about 1.75 times as
 * high (95% CI 1.13-2.73)", and an interval without its name gets "95% CI". The Spanish findings
 * (/api/es/studies) name the interval "IC del 95%".
 */
export function findingInWords(finding: string): string {
  return finding.replace(
    /\b(OR|RR) (\d+(?:\.\d+)?) \((?:95% CI |IC del 95% )?(\d+(?:\.\d+)?-\d+(?:\.\d+)?)\)/g,
    (_, ratio: string, value: string, interval: string) => message(messages.ratio, { ratio, value, interval }),
  );
}

/** A study that found no statistically significant association: a null result, kept on purpose. */
export const isNullResult = (study: Study): boolean => study.nullResult;
