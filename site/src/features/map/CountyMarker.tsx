import { memo, useMemo } from 'react';
import type { LatLngTuple } from 'leaflet';
import { CircleMarker, Tooltip } from 'react-leaflet';
import type { County } from '../../lib/counties';
import type { LayerId } from '../../lib/layers';
import { combinedScore } from '../../lib/scores';
import { CountyTooltipContent } from './CountyTooltipContent';
import { markerStyle } from './markerStyle';

interface CountyMarkerProps {
  county: County;
  layers: readonly LayerId[];
  onSelect: (key: string) => void;
}

/**
 * Memoised per county and layer selection: with thousands of markers, a layer toggle only
 * restyles each canvas path (setStyle) instead of recreating it.
 */
export const CountyMarker = memo(function CountyMarker({ county, layers, onSelect }: CountyMarkerProps) {
  const center = useMemo<LatLngTuple>(() => [county.latitude, county.longitude], [county]);
  const score = useMemo(() => combinedScore(county.scores, layers), [county, layers]);
  const style = useMemo(() => markerStyle(score, layers.length), [score, layers.length]);
  const eventHandlers = useMemo(() => ({ click: () => onSelect(county.key) }), [county.key, onSelect]);

  return (
    <CircleMarker center={center} radius={style.radius} pathOptions={style} eventHandlers={eventHandlers}>
      <Tooltip sticky>
        <CountyTooltipContent county={county} layers={layers} score={score} />
      </Tooltip>
    </CircleMarker>
  );
});
