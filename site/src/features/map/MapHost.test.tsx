import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MAP_ROOT_ID } from '../../lib/dom/domIds';
import { MapHost } from './MapHost';

/**
 * The map is a React root of its own inside the page's (mountMapView.tsx), mounted before the page
 * hydrates, because the markers then appear sooner (site/bench/README.md, "Speed tricks"). It relies
 * on React leaving alone what an element's dangerouslySetInnerHTML holds, at hydration and after.
 */

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <MapHost />
    </main>
  );
}

describe('the map host', () => {
  it("keeps the map its own root drew before the page hydrated, through hydration and the page's updates", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page title="shell" />);
    document.body.append(container);
    const mapRoot = document.getElementById(MAP_ROOT_ID)!;
    const map = createRoot(mapRoot);
    act(() => map.render(<div id="map">markers</div>));
    const drawn = document.getElementById('map');
    const recoverableErrors: unknown[] = [];
    // React's development build reports the inner HTML as a mismatch; it patches nothing either way.
    const devWarning = vi.spyOn(console, 'error').mockImplementation(() => {});

    const page = await act(async () => hydrateRoot(container, <Page title="shell" />, { onRecoverableError: (error) => recoverableErrors.push(error) }));
    act(() => page.render(<Page title="hydrated" />));

    expect(recoverableErrors).toEqual([]);
    for (const call of devWarning.mock.calls) expect(call.join(' ')).toContain('dangerouslySetInnerHTML');
    devWarning.mockRestore();
    expect(container.querySelector('h1')).toHaveTextContent('hydrated');
    expect(document.getElementById(MAP_ROOT_ID)).toBe(mapRoot);
    expect(document.getElementById('map')).toBe(drawn);
    expect(drawn).toHaveTextContent('markers');
    act(() => {
      map.unmount();
      page.unmount();
    });
    container.remove();
  });
});
