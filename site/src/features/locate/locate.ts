/** What a visitor is told when the browser gives no position (GeolocationPositionError codes). */
export function locationErrorMessage(code: number | null): { title: string; description: string } {
  if (code === 1) {
    return {
      title: 'Location Not Shared',
      description: 'Your browser did not share your location. Search for your county or ZIP code instead.',
    };
  }
  return {
    title: 'Location Unavailable',
    description:
      code === null
        ? 'This browser cannot tell your location. Search for your county or ZIP code instead.'
        : 'Your position could not be found. Try again, or search for your county or ZIP code.',
  };
}

export interface PlaceName {
  name: string;
  state: string;
}

export const locatedMessage = ({ name, state }: PlaceName) => `Your location is in ${name}, ${state}. Viewing ${name}.`;

export const outsideViewMessage = ({ name, state }: PlaceName) =>
  `Your location is in ${name}, ${state}, which the Demo view does not show. Measured data covers every US county.`;

export const NOT_IN_A_COUNTY = {
  title: 'No County Here',
  description: 'Your location is not inside a US county on this map. Search for your county or ZIP code instead.',
};
