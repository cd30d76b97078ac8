import { InfoIcon } from '../lib/icons';
import { useAppStore } from '../store/appStore';
import { selectDataView } from '../store/selectors';

export function Disclaimer() {
  const view = useAppStore(selectDataView);
  return (
    <p className="disclaimer">
      <InfoIcon className="disclaimer-icon" />
      {view === 'demo' ? (
        <span>
          <strong>For educational and entertainment purposes only.</strong> This is not medical advice: the risk scores
          are randomly generated examples, not measurements. Consult a physician about any health concerns, including
          your risk of Parkinson's disease.
        </span>
      ) : (
        <span>
          <strong>For educational and entertainment purposes only.</strong> This is not medical advice: the figures are
          county-wide exposures that studies link to Parkinson's disease in populations; they do not say that a place
          causes the disease or what any one person's risk is. Consult a physician about any health concerns, including
          your risk of Parkinson's disease.
        </span>
      )}
    </p>
  );
}
