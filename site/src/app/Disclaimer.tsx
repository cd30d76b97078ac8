import { InfoIcon } from '../lib/icons';
import { useAppStore } from '../store/appStore';
import { selectDataView } from '../store/selectors';

export function Disclaimer() {
  const { disclaimer } = useAppStore(selectDataView);
  return (
    <p className="disclaimer">
      <InfoIcon className="disclaimer-icon" />
      <span>
        <strong>For educational and entertainment purposes only.</strong> {disclaimer}
      </span>
    </p>
  );
}
