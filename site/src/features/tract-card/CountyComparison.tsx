import type { County } from '../../lib/data/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';

const messages = defineMessages({
  differs: {
    id: 'tractCard.countyDiffers',
    defaultMessage: 'Not {county} County’s national figures: {dataset}’s, of other years, ranked within California, with pesticides counted where they are applied.',
  },
  compare: { id: 'tractCard.compareCounty', defaultMessage: 'Compare with {county} County' },
});

/**
 * Why a tract's figures are not its county's (a Fresno tract at 42 in a county at 96): another source
 * and years, California's ranking rather than the nation's, pesticides where they are applied; with
 * the county's card beside it, which takes the tract card's place in the same view.
 */
export function CountyComparison({ county, dataset }: { county: County; dataset: string }) {
  const selectCounty = useAppStore((s) => s.selectCounty);
  return (
    <p className="county-card-note tract-card-compare">
      {text(messages.differs, { county: county.name, dataset })}{' '}
      <button type="button" className="tract-card-county" onClick={() => selectCounty(county.id)}>
        {text(messages.compare, { county: county.name })}
      </button>
    </p>
  );
}
