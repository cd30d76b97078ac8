import { text } from '../i18n/messages';
import { SITE_MESSAGES } from '../i18n/siteMessages';
import { InfoIcon } from './icons';
import './disclaimer.css';

/**
 * The notice that the page is for education and entertainment, not medical advice: under the map,
 * and at the end of every printed report. `disclaimer` is the view's own words after the first sentence.
 */
export function Disclaimer({ disclaimer }: { disclaimer: string }) {
  return (
    <p className="disclaimer">
      <InfoIcon className="disclaimer-icon" />
      <span>
        <strong>{text(SITE_MESSAGES.educationalOnly)}</strong> {disclaimer}
      </span>
    </p>
  );
}
