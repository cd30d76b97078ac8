import { AppToaster } from './AppToaster';
import { MapPage } from './MapPage';
import { NotFoundPage } from './NotFoundPage';
import { isHomePath } from './routes';
import { usePathname } from './usePathname';

export function App() {
  const pathname = usePathname();
  return (
    <>
      {isHomePath(pathname) ? <MapPage /> : <NotFoundPage />}
      <AppToaster />
    </>
  );
}
