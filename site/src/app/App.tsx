import { Toasts } from '../toasts/Toasts';
import { MapPage } from './MapPage';
import { NotFoundPage } from './NotFoundPage';
import { isHomePath } from './routes';
import { usePathname } from './usePathname';

export function App() {
  const pathname = usePathname();
  return (
    <>
      {isHomePath(pathname) ? <MapPage /> : <NotFoundPage />}
      <Toasts />
    </>
  );
}
