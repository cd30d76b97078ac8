import { MOBILE_QUERY } from '../lib/dom/breakpoints';
import { defineMessages, text } from '../lib/i18n/messages';
import { useMediaQuery } from '../lib/dom/useMediaQuery';
import { useAppStore } from '../store/appStore';
import { selectDataView, selectSidebarOpen } from '../store/selectors';
import { CountyCard } from '../features/county-card/CountyCard';
import { TractCardSlot } from './TractCardSlot';
import { CardPreviewSlot } from '../show-county/cardPreview';
import { SiteCardSlot } from './SiteCardSlot';
import { SitesToggle } from '../features/sidebar/SitesToggle';
import { ExportButton } from '../features/export/ExportButton';
import { Header } from '../features/header/Header';
import { ActiveLayersLegend } from '../features/map/ActiveLayersLegend';
import { MeasuredLegend } from '../features/map/MeasuredLegend';
import { DataLoadingNotice } from '../features/map/DataLoadingNotice';
import { MapHost } from '../features/map/MapHost';
import { MapPreview } from '../features/map/MapPreview';
import { PhoneSearch } from '../features/search/box/PhoneSearch';
import { SearchForm } from '../features/search/box/SearchForm';
import { LocateButton } from '../features/locate/LocateButton';
import { ControlsToggle } from '../features/sidebar/ControlsToggle';
import { DrawerBackdrop } from '../features/sidebar/DrawerBackdrop';
import { LayerToggles } from '../features/sidebar/LayerToggles';
import { Sidebar } from '../features/sidebar/Sidebar';
import { SidebarToggle } from '../features/sidebar/SidebarToggle';
import { useDrawerEscape } from '../features/sidebar/useDrawerEscape';
import { DataViewSwitch } from '../features/data-view/DataViewSwitch';
import { useMeasuredErrorToast } from '../features/data-view/useMeasuredErrorToast';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { SpanishOfferWhenPreferred } from '../features/language/SpanishOfferWhenPreferred';
import { LANG } from '../lib/i18n/lang';
import { Disclaimer } from '../lib/dom/Disclaimer';
import { ReportWithCompare } from './ReportWithCompare';
import { useCountiesErrorToast } from './useCountiesErrorToast';
import './mapPage.css';

const messages = defineMessages({
  map: { id: 'app.riskMap', defaultMessage: 'Risk map' },
});

export function MapPage() {
  useCountiesErrorToast();
  useMeasuredErrorToast();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const sidebarOpen = useAppStore(selectSidebarOpen);
  const view = useAppStore(selectDataView);
  const drawerOpen = isMobile && sidebarOpen;
  useDrawerEscape(drawerOpen);

  return (
    // The view, written into each view's prerendered page, tells the boot which view it hydrates.
    <div className="app" data-view={view.id}>
      <Header>
        <SidebarToggle />
        <SearchForm />
        <LocateButton className="desktop-only" />
        <PhoneSearch />
        <ExportButton />
        <LanguageSwitch />
      </Header>
      <div className="app-body">
        <Sidebar>
          <DataViewSwitch />
          <LocateButton labelled className="mobile-only" />
        </Sidebar>
        {drawerOpen && <DrawerBackdrop />}
        {/*
          The open drawer blocks the controls behind it but not the header and its toggle, so it is no modal
          dialog. main stays the page's one main landmark with the disclaimer readable; only its controls turn inert.
        */}
        <main className="main">
          <section className="map-area" aria-label={text(messages.map)} inert={drawerOpen}>
            <div className="map-frame">
              <MapHost />
              <MapPreview />
              <ControlsToggle />
              <DataLoadingNotice />
              <ActiveLayersLegend />
              {/*
                Over the map on phones too: under it, the legend arrived after the first paint of a Measured
                link and pushed the layer list down (a layout shift of 0.078 in Lighthouse).
              */}
              <MeasuredLegend />
            </div>
            <CardPreviewSlot />
            <CountyCard Report={ReportWithCompare} />
            <TractCardSlot />
            <SiteCardSlot />
          </section>
          <div className="card mobile-layers mobile-only" inert={drawerOpen}>
            <LayerToggles />
            <SitesToggle />
          </div>
          <Disclaimer disclaimer={view.disclaimer} />
        </main>
      </div>
      {LANG === 'en' && <SpanishOfferWhenPreferred />}
    </div>
  );
}
