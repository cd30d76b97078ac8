import { AppToaster } from './AppToaster';
import { MapPage } from './MapPage';
import { NotFoundPage } from './NotFoundPage';
import { usePathname } from './usePathname';

const HOME_PATHS = new Set(['/', '/index.html']);

/** The only route is "/"; anything else that reaches the app shows the not-found page. */
export function App() {
  const pathname = usePathname();
  return (
    <>
      {HOME_PATHS.has(pathname) ? <MapPage /> : <NotFoundPage />}
      <AppToaster />
    </>
  );
}
