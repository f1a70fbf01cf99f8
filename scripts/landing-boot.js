// The prerendered landing page's one script (scripts/prerender-landing.mjs copies it into the
// portal's assets): the page is drawn and usable without the app, whose code downloads on the
// visitor's first sign of use (a key, a touch, a press, a scroll) or at once for a signed-in
// visitor, and then takes the markup over (bootSite hydrates it). A classic script: it runs first.
(function () {
  var data = document.currentScript.dataset;
  var TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  var isStarted = false;
  var isHydrating = false;
  var pending = null;

  // The page was built in some year; the copyright shows this one.
  var year = document.querySelector('[data-current-year]');
  if (year) {
    year.textContent = String(new Date().getFullYear());
  }

  function start() {
    if (isStarted) {
      return;
    }
    isStarted = true;
    TRIGGERS.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    (data.preload || '').split(' ').forEach(function (href) {
      if (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = data.entry;
    document.head.appendChild(entry);
  }

  var hasToken = false;
  try {
    hasToken = Boolean(localStorage.getItem(data.tokenKey));
  } catch {
    // Storage blocked: a visitor without a session.
  }
  if (hasToken || location.hash) {
    // A signed-in visitor's page is not this one (the dashboard): the loader shows meanwhile.
    // A visitor sent to a section (/#contact, from another page's menu) is there to use it.
    var loader = hasToken && document.getElementById('boot-loader');
    if (loader) {
      document.getElementById('root').innerHTML = loader.innerHTML;
    }
    start();
    return;
  }

  TRIGGERS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  // A button pressed before the page is live (the phone's menu) is pressed again once it is;
  // links work as they are. From hydration on, React replays what it missed itself.
  addEventListener(
    'click',
    function (event) {
      var button = !isHydrating && event.target instanceof Element ? event.target.closest('button') : null;
      if (button) {
        pending = button;
        start();
      }
    },
    true,
  );
  addEventListener('docapply:hydrating', function () {
    isHydrating = true;
  });
  addEventListener('docapply:hydrated', function () {
    if (pending && pending.isConnected) {
      pending.click();
    }
    pending = null;
  });
})();
