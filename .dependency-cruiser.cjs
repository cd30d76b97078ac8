// The site's layers, one way: lib, then views, then store, then the shared layers named for what they hold
// (toasts, measured-data, show-county), then features, then app, which composes them (issue 23).
// `npm run lint:deps` checks them and `npm test` runs it.

const WHERE_SHARED_CODE_GOES =
  'Code that several features need goes in a layer below them, in a folder named for what it holds ' +
  '(site/src/toasts, site/src/show-county, site/src/measured-data, site/src/store, site/src/views, site/src/lib). ' +
  'A component that one feature shows inside another is composed in site/src/app and passed in ' +
  'as children or a prop (see MapPage: the Sidebar\'s children, the CountyCard\'s Report).';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment: `A feature (site/src/features/X) never imports another feature. ${WHERE_SHARED_CODE_GOES}`,
      severity: 'error',
      from: { path: '^site/src/features/([^/]+)/' },
      to: { path: '^site/src/features/', pathNot: '^site/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'Features never import site/src/app: app/ composes the features. Move what both need below the features.',
      severity: 'error',
      from: { path: '^site/src/features/' },
      to: { path: '^site/src/app/' },
    },
    {
      name: 'shared-imports-feature',
      comment:
        'The layers below the features (lib, views, store, toasts, show-county, measured-data, the test helpers) never ' +
        'import a feature or app/. Move what they need down beside them, or let app/ hand it in.',
      severity: 'error',
      from: { path: '^site/src/', pathNot: '^site/src/(features|app)/' },
      to: { path: '^site/src/(features|app)/' },
    },
    {
      name: 'lib-imports-above',
      comment: 'site/src/lib holds plain modules that know no store and no toast: pass in what they need from above. (Its tests may use the fixtures of site/src/test.)',
      severity: 'error',
      from: { path: '^site/src/lib/' },
      to: { path: '^site/src/', pathNot: '^site/src/(lib|test)/' },
    },
    {
      name: 'views-import-above',
      comment:
        'site/src/views holds the views as data and pure functions (what each view loads, draws and says), read by ' +
        'the store and the features: it imports only site/src/lib. A view that needs a component names a kind, ' +
        'and the feature maps the kind to its component.',
      severity: 'error',
      from: { path: '^site/src/views/' },
      to: { path: '^site/src/', pathNot: '^site/src/(lib|views)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports cross layers as much as others do.
    tsPreCompilationDeps: true,
  },
};
