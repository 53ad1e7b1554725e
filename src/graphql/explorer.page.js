// The script of the GraphQL explorer's page (src/graphql/explorer.ts, docs/graphql.md#the-explorer),
// run by the browser after React, ReactDOM and GraphiQL's bundle: GraphiQL on POST /graphql of
// this origin. The browser sends the web app's session cookie with every query (same origin);
// an API key goes in the Headers tab and is not kept by the browser (shouldPersistHeaders).
(function () {
  'use strict';
  var DEFAULT_QUERY = [
    '# Signed in to the web app, queries run as you.',
    '# Otherwise write a key in Headers below, then',
    '# re-fetch the schema (the arrows on the left):',
    '# {"Authorization": "Bearer svc_test_…"}',
    '',
    'query Projects {',
    '  projects(first: 5) {',
    '    totalCount',
    '    nodes { id name status }',
    '  }',
    '}',
    '',
  ].join('\n');
  var fetcher = GraphiQL.createFetcher({ url: '/graphql' });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: DEFAULT_QUERY, shouldPersistHeaders: false }));
})();
