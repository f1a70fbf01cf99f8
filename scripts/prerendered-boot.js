// A prerendered page's one script (scripts/prerender-pages.mjs copies it into the portal's
// assets): the page is drawn and usable without the app, whose code downloads on the visitor's
// first sign of use (a key, a touch, a press, a scroll), or at once for a signed-in visitor, and
// then takes the markup over (bootSite hydrates it). Until the page is live, what needs the app
// waits here and is replayed once it is: a button pressed, a form sent, what was typed. What was
// pressed shows at once that it was taken (busy), until the app has it.
(function () {
  var data = document.currentScript.dataset;
  var TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  var isStarted = false;
  var isLive = false;
  var pendingClick = null;
  var pendingSubmit = null;
  /** Boxes ticked or cleared before the page was live, and how the visitor left them. */
  var choices = [];
  /** Buttons and links pressed before the page was live, shown busy meanwhile. */
  var busy = [];
  // Darkened a little as if held down (text keeps its contrast), the progress cursor, and a bar
  // along the bottom that runs to and fro (still for a visitor who asked for less motion).
  var BUSY_STYLE =
    '[data-boot-busy]{cursor:progress!important;position:relative;' +
    'box-shadow:inset 0 0 0 100vmax rgba(0,0,0,.08)}' +
    '[data-boot-busy]::after{content:"";position:absolute;left:20%;right:20%;bottom:4px;height:3px;' +
    'border-radius:2px;background:currentColor;transform-origin:left;' +
    'animation:docapply-boot-busy .8s ease-in-out infinite alternate}' +
    '@keyframes docapply-boot-busy{from{transform:scaleX(.15)}to{transform:scaleX(1)}}' +
    '@media (prefers-reduced-motion:reduce){[data-boot-busy]::after{animation:none}}';

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

  function markBusy(control) {
    if (!control || control.hasAttribute('data-boot-busy')) {
      return;
    }
    if (!document.getElementById('boot-busy-style')) {
      var style = document.createElement('style');
      style.id = 'boot-busy-style';
      style.textContent = BUSY_STYLE;
      document.head.appendChild(style);
    }
    control.setAttribute('aria-busy', 'true');
    control.setAttribute('data-boot-busy', '');
    busy.push(control);
  }

  function clearBusy() {
    busy.forEach(function (control) {
      control.removeAttribute('aria-busy');
      control.removeAttribute('data-boot-busy');
    });
    busy = [];
  }

  /** A link the browser follows to another page in this tab (not a section of this one). */
  function isPageLink(link, event) {
    var target = link.getAttribute('target');
    return (
      event.button === 0 &&
      !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) &&
      !link.hasAttribute('download') &&
      (!target || target === '_self') &&
      link.href.split('#')[0] !== location.href.split('#')[0]
    );
  }

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
        markBusy(button);
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
        markBusy(event.submitter || event.target.querySelector('[type="submit"]'));
        hold(event);
      }
    },
    true,
  );
  // A link followed to another page: busy until that page comes (after anything else had its say).
  addEventListener('click', function (event) {
    var link = !isLive && event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && !event.defaultPrevented && isPageLink(link, event)) {
      markBusy(link);
    }
  });
  // Back to this page from the browser's cache: the link pressed is no longer on its way.
  addEventListener('pageshow', function (event) {
    if (event.persisted) {
      clearBusy();
    }
  });

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
    // The app has the page: what was pressed is now its to show (its own busy state, if any).
    clearBusy();
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
