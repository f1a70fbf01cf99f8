// The signed-in pages' first calls, started by the HTML itself (scripts/vite-first-calls.ts puts
// this function into each site's index.html, called with the site's table): the page's data
// downloads with the app's code instead of after it has run, matched a route and asked. The app's
// API client takes each answer once (packages/ui boot/first-calls.ts), as if it had asked itself.
// Nothing here may throw or slow the page: any surprise leaves the app to ask as it always did.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the build calls it with the table
(function (options) {
  try {
    var token = localStorage.getItem(options.tokenKey);
    if (!token) {
      return;
    }
    var actingFor = null;
    if (options.actingForKey) {
      var stored = localStorage.getItem(options.actingForKey);
      try {
        stored = JSON.parse(stored);
      } catch {
        // Kept as it was written: a plain string.
      }
      actingFor = typeof stored === 'string' && stored ? stored : null;
    }
    var base = options.basename.replace(/\/$/, '');
    var pathname = location.pathname;
    if (pathname.indexOf(base) !== 0) {
      return;
    }
    var segments = pathname.slice(base.length).replace(/\/$/, '').split('/');
    var query = new URLSearchParams(location.search);
    var values = null;
    var calls = null;
    for (var r = 0; r < options.routes.length && !calls; r += 1) {
      var route = options.routes[r];
      var pattern = route.path.replace(/\/$/, '').split('/');
      if (pattern.length !== segments.length || (route.query && !query.get(route.query))) {
        continue;
      }
      values = {};
      for (var s = 0; s < pattern.length && values; s += 1) {
        if (pattern[s].charAt(0) === ':') {
          values[pattern[s].slice(1)] = decodeURIComponent(segments[s]);
        } else if (pattern[s] !== segments[s]) {
          values = null;
        }
      }
      calls = values ? route.calls : null;
    }
    if (!calls) {
      return;
    }
    var filled = [];
    calls.forEach(function (call) {
      var isComplete = true;
      var path = call.replace(/:([A-Za-z]\w*)/g, function (_match, name) {
        var value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : query.get(name);
        isComplete = isComplete && Boolean(value);
        return encodeURIComponent(value || '');
      });
      if (isComplete) {
        filled.push(path);
      }
    });
    var headers = {};
    headers[options.authHeader] = token;
    if (actingFor) {
      headers[options.actingForHeader] = actingFor;
    }
    // The same request as the site's own (and the page's <link rel="preload">), so it is one download.
    var config = fetch(options.configUrl, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) {
        throw new Error('app-config.json: HTTP ' + response.status);
      }
      return response.json();
    });
    var started = {
      startedAt: performance.now(),
      token: token,
      actingFor: actingFor,
      config: config,
      calls: [],
    };
    filled.forEach(function (path) {
      var response = config.then(function (site) {
        return fetch(
          new URL(site.apiBaseUrl.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''), location.href).href,
          {
            headers: headers,
          },
        );
      });
      // An answer nobody takes (the page asked for something else) is no error of the page's.
      response.catch(function () {});
      started.calls.push({ path: path, response: response });
    });
    config.catch(function () {});
    window.__docapplyFirstCalls = started;
  } catch {
    // Storage refused, an old browser: the app asks for its data itself.
  }
});
