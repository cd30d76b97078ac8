// The census tracts as the product would draw them (issue 37's delivery (b)): one RMS1 file per
// county (/api/tract/shapes/<county>), fetched for the counties in view once the map reaches the
// tracts' zoom, decoded and painted by the shapes worker on the choropleth canvas, through the
// modules the Measured view's counties use (site/src/lib/shapes, ChoroplethCanvas).
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { ChoroplethCanvas } from '../../src/features/map/shapes/choroplethCanvas';
import { CHOROPLETH_STYLE } from '../../src/features/map/shapes/shapeStyle';
import { worldBoxOf } from '../../src/features/map/shapes/worldBox';
import { TRACT } from '../../src/lib/shapes/geographies';
import { loadCountyShapes, shapesWorker } from '../../src/lib/shapes/loadShapes';
import { countyFills } from '../../src/lib/shapes/paintCounties';
import { parentFileKey, parentFiles } from '../../src/lib/shapes/parentFiles';
import { parentsInView } from '../../src/lib/shapes/parentsInView';
import { loadColours, TRACT_ZOOM } from './view';
import { mountMap } from './mountMap';

function ProductTracts() {
  const map = useMap();
  useEffect(() => {
    window.benchMap = map;
    const worker = shapesWorker();
    const tractFile = parentFiles(TRACT, worker);
    const counties = loadCountyShapes();
    let colours: ReturnType<typeof loadColours> | null = null;
    let canvas: ChoroplethCanvas | null = null;
    let drawing = 0;
    const update = async () => {
      if (map.getZoom() < TRACT_ZOOM) return;
      const asked = ++drawing;
      const { shapes } = await counties;
      // The counties with tract files: California's, as the manifest will list them.
      const withFiles = new Set(shapes.ids.filter((id) => id.startsWith('06')));
      const inView = parentsInView(shapes, withFiles, worldBoxOf(map));
      canvas ??= new ChoroplethCanvas(worker, CHOROPLETH_STYLE, () => {
        if (drawing === asked) performance.mark('bench:tracts-drawn');
      }).addTo(map);
      const colourOf = await (colours ??= loadColours());
      await Promise.all(
        inView.map(async (county) => {
          const tracts = await tractFile(county);
          const fills = countyFills(tracts.ids.length, (tract) => colourOf.get(tracts.ids[tract]!) ?? '#9E9E9E');
          worker.post({ type: 'fills', key: parentFileKey(TRACT, county), fills });
        }),
      );
    };
    map.on('moveend', update);
    return () => void map.off('moveend', update);
  }, [map]);
  return null;
}

mountMap(<ProductTracts />);
