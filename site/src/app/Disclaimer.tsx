import { text } from '../lib/i18n/messages';
import { InfoIcon } from '../lib/dom/icons';
import { SITE_MESSAGES } from '../lib/i18n/siteMessages';
import { useAppStore } from '../store/appStore';
import { selectDataView } from '../store/selectors';

export function Disclaimer() {
  const { disclaimer } = useAppStore(selectDataView);
  return (
    <p className="disclaimer">
      <InfoIcon className="disclaimer-icon" />
      <span>
        <strong>{text(SITE_MESSAGES.educationalOnly)}</strong> {disclaimer}
      </span>
    </p>
  );
}
