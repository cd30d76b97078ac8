import { defineMessages } from './messages';

/** The words several parts of the site say alike. */
export const SITE_MESSAGES = defineMessages({
  title: { id: 'site.title', defaultMessage: "Parkinson's Disease Environmental Risk Mapper" },
  /** The disclaimer's first sentence, under the map, in printed reports and in the page without JavaScript. */
  educationalOnly: { id: 'site.educationalOnly', defaultMessage: 'For educational and entertainment purposes only.' },
  /** Over the download list, in the sidebar and in the report. */
  downloadData: { id: 'site.downloadData', defaultMessage: 'Download data' },
  /** The Superfund sites' layer: in the sidebar and over the county report's list of sites. */
  sitesLayerName: { id: 'sites.layerName', defaultMessage: 'Superfund sites with TCE or PCE' },
});
