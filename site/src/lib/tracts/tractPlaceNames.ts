import { LOCALE } from '../i18n/lang';
import { defineMessages, text, type Message } from '../i18n/messages';
import type { CompassPoint, Tract } from './tractFigures';

const messages = defineMessages({
  near: { id: 'tract.near', defaultMessage: 'Near {place}' },
  inZip: { id: 'tract.inZip', defaultMessage: '{name}, {side} part of ZIP {zip}' },
});

/** Each direction, as inZip says it. */
const SIDES: Readonly<Record<CompassPoint, Message>> = defineMessages({
  n: { id: 'tract.side.n', defaultMessage: 'north' },
  ne: { id: 'tract.side.ne', defaultMessage: 'north-east' },
  e: { id: 'tract.side.e', defaultMessage: 'east' },
  se: { id: 'tract.side.se', defaultMessage: 'south-east' },
  s: { id: 'tract.side.s', defaultMessage: 'south' },
  sw: { id: 'tract.side.sw', defaultMessage: 'south-west' },
  w: { id: 'tract.side.w', defaultMessage: 'west' },
  nw: { id: 'tract.side.nw', defaultMessage: 'north-west' },
});

/** What a tract is known by alone: the places it lies in ("Fresno", "Easton and Calwa"), or "Near Calwa"; null when the data names none. */
export function tractPlaceName(tract: Pick<Tract, 'places' | 'near'>): string | null {
  if (tract.places?.length) return new Intl.ListFormat(LOCALE).format(tract.places);
  return tract.near ? text(messages.near, { place: tract.near }) : null;
}

/**
 * A ZIP's tracts named for a list, in their order: each by its places (tractPlaceName), and where two
 * or more share that name, with where each lies in the ZIP ("Fresno, west part of ZIP 93721"); null
 * for a tract the data names by nothing, which the list names by its number.
 */
export function zipTractNames(tracts: readonly Pick<Tract, 'places' | 'near' | 'side' | 'zip'>[]): (string | null)[] {
  const names = tracts.map(tractPlaceName);
  return names.map((name, i) => {
    const side = tracts[i]!.side;
    const shared = name !== null && names.some((other, j) => j !== i && other === name);
    return shared && side ? text(messages.inZip, { name, side: text(SIDES[side]), zip: tracts[i]!.zip }) : name;
  });
}
