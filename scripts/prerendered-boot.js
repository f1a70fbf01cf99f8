// A prerendered page's one script (scripts/prerender-pages.mjs copies it into the portal's
// assets): the page is drawn and usable without the app, whose code downloads on the visitor's
// first sign of use (a key, a touch, a press, a scroll), or at once for a signed-in visitor, and
// then takes the markup over (bootSite hydrates it). Until the page is live, what needs the app
// waits here and is replayed once it is: a button pressed, a form sent, what was typed.
(function () {
  var data = document.currentScript.dataset;
  var TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  var isStarted = false;
  var isLive = false;
  var pendingClick = null;
  var pendingSubmit = null;
  /** Boxes ticked or cleared before the page was live, and how the visitor left them. */
  var choices = [];

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
    if (hasToken) {
      return;
    }
  }

  TRIGGERS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });

  /** Stops an event before the app (or the browser's default) acts on a page not yet live. */
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
    start();
  }
  // Links work as they are. A button waits, except a form's submit button: its form's submit
  // event waits instead (a form sent without the app would put its fields in the address).
  addEventListener(
    'click',
    function (event) {
      var button = !isLive && event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !(button.type === 'submit' && button.form)) {
        pendingClick = button;
        hold(event);
      }
    },
    true,
  );
  addEventListener(
    'submit',
    function (event) {
      if (!isLive) {
        pendingSubmit = event.target;
        hold(event);
      }
    },
    true,
  );

  // A box ticked before the page was live shows ticked, but the app that takes the markup over
  // holds it unticked (and clears it at its next render): remembered here, and ticked again
  // through the app once it is live, from its other state so the click reads as a change.
  addEventListener(
    'change',
    function (event) {
      var field = event.target;
      if (
        !isLive &&
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      ) {
        // The last change of each box is how the visitor left it.
        choices = choices.filter(function (choice) {
          return choice.field !== field;
        });
        choices.push({ field: field, checked: field.checked });
      }
    },
    true,
  );

  function replayChoices() {
    choices.forEach(function (choice) {
      if (choice.field.isConnected) {
        choice.field.checked = !choice.checked;
        choice.field.click();
      }
    });
    choices = [];
  }

  /**
   * What was typed into the page before it was live, told to the app as typing: the app took
   * the fields over with their text in them, but its own state (the form's) is still empty. The
   * field's value is set back through the app's own property, then natively to the text, so the
   * input event reads as a change.
   */
  function replayTyping() {
    var fields = document.getElementById('root').querySelectorAll('input, textarea');
    Array.prototype.forEach.call(fields, function (field) {
      var typed = field.value;
      if (
        field.type === 'checkbox' ||
        field.type === 'radio' ||
        field.type === 'file' ||
        typed === field.defaultValue
      ) {
        return;
      }
      var prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  addEventListener('docapply:hydrated', function () {
    isLive = true;
    replayTyping();
    replayChoices();
    if (pendingClick && pendingClick.isConnected) {
      pendingClick.click();
    }
    if (pendingSubmit && pendingSubmit.isConnected) {
      pendingSubmit.requestSubmit();
    }
    pendingClick = null;
    pendingSubmit = null;
  });
})();
