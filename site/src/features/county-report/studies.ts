import { fetchJson } from '../../lib/api';
import { TEXTS_API } from '../../lib/textsApi';
import { text } from '../../lib/counties';
import type { LayerId } from '../../lib/layers';
import { onceUntilFailure } from '../../lib/onceUntilFailure';

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
}

/** Parses /api/studies; rows without a layer or DOI are dropped, anything but an array is none. */
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
    }))
    .filter((s) => s.layer !== '' && s.doi !== '');
}

/** The studies, asked for once when a report first opens; a failure is tried again on the next. */
export const loadStudies = onceUntilFailure(async () => parseStudies(await fetchJson(TEXTS_API.studies)));

export const doiUrl = (doi: string): string => `https://doi.org/${doi}`;

const RATIO_WORDS: Record<string, string> = { OR: 'odds', RR: 'risk' };

/**
 * A study's finding in plain words: "OR 1.75 (95% CI 1.13-2.73)" reads "odds about 1.75 times as
 * high (95% CI 1.13-2.73)", and an interval without its name gets "95% CI".
 */
export function findingInWords(finding: string): string {
  return finding.replace(
    /\b(OR|RR) (\d+(?:\.\d+)?) \((?:95% CI )?(\d+(?:\.\d+)?-\d+(?:\.\d+)?)\)/g,
    (_, ratio: string, value: string, interval: string) => `${RATIO_WORDS[ratio]} about ${value} times as high (95% CI ${interval})`,
  );
}

/** A finding the study itself calls not statistically significant: a null result, kept on purpose. */
export const isNullResult = (study: Study): boolean => /not statistically significant/i.test(study.finding);
