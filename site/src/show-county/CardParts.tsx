import type { ReactNode, Ref } from 'react';
import { CloseIcon, DownloadIcon, LinkIcon } from '../lib/dom/icons';
import { ScoreBar } from '../lib/dom/ScoreBar';
import { bandClass, bandInWords, scoreBand, type BandNoun } from '../lib/figures/countyBand';
import { defineMessages, text } from '../lib/i18n/messages';
import { COPY_LINK_LABEL, copyLink } from '../toasts/copyLink';

// The parts every card at the bottom of the map is made of, a county's, a census tract's and a
// Superfund site's alike: their classes are the county card's stylesheet's, which the page loads
// with its first bundle.

const messages = defineMessages({
  close: { id: 'card.close', defaultMessage: 'Close' },
  viewDetails: { id: 'card.viewDetails', defaultMessage: 'View Details' },
});

/**
 * A card's head: the area's name as its heading (focused when the card is opened on the page), the
 * lines above and below it, and the button that closes the card.
 */
export function CardHead({
  headingId,
  headingRef,
  title,
  titleLang,
  above,
  children,
  onClose,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  /** The name's language where it is not the page's (a site's name is EPA's English). */
  titleLang?: string;
  above?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <div className="county-card-head">
      <div>
        {above}
        <h2 ref={headingRef} id={headingId} className="county-card-name" tabIndex={-1} lang={titleLang}>
          {title}
        </h2>
        {children}
      </div>
      <button type="button" className="icon-button icon-button--ghost" aria-label={text(messages.close)} title={text(messages.close)} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** An area's combined score: its label, the number and its band in words, the bar, and the notes under them. */
export function CardScore({ label, score, bandNoun, children }: { label: string; score: number | null; bandNoun: BandNoun; children: ReactNode }) {
  const band = scoreBand(score);
  return (
    <div className="county-card-score">
      <p className="county-card-score-label">{label}</p>
      <p className="county-card-score-value">
        {score !== null && <span className="county-card-number">{score}</span>}
        <span className={`band-pill band-pill--${bandClass(band)} band-mark--${bandClass(band)}`}>{bandInWords(band, bandNoun)}</span>
      </p>
      {score !== null && <ScoreBar score={score} band={bandClass(band)} label={label} />}
      {children}
    </div>
  );
}

/**
 * A card's actions, kept in view under its scrolling body: "View Details" where the card has a report
 * (its button ref takes focus back when the report closes), "Copy link", and any others after them.
 */
export function CardActions({ details, children }: { details?: { ref: Ref<HTMLButtonElement>; open: () => void }; children?: ReactNode }) {
  return (
    <div className="county-card-actions">
      {details && (
        <button ref={details.ref} type="button" className="button button-primary" onClick={details.open}>
          {text(messages.viewDetails)}
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={copyLink}>
        <LinkIcon />
        {COPY_LINK_LABEL}
      </button>
      {children}
    </div>
  );
}

/** The icon button after a card's "Copy link" that saves the area's row of figures, named by label. */
export function CardExport({ label, onExport }: { label: string; onExport: () => void }) {
  return (
    <button type="button" className="icon-button icon-button--outline" aria-label={label} title={label} onClick={onExport}>
      <DownloadIcon />
    </button>
  );
}
