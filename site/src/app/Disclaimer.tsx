import { InfoIcon } from '../lib/icons';

export function Disclaimer() {
  return (
    <p className="disclaimer">
      <InfoIcon className="disclaimer-icon" />
      <span>
        <strong>For educational and entertainment purposes only.</strong> This is not medical advice: the risk scores
        are randomly generated examples, not measurements. Consult a physician about any health concerns, including
        your risk of Parkinson's disease.
      </span>
    </p>
  );
}
