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
  // A text field typed in before the page was live (MUI's state, which floats the label and draws
  // the focus, is the app's): its label floats above the text and the outline opens for it, as
  // MUI draws a filled field, and the focused one shows its focus in the brand blue (2 px) as
  // MUI's does. Only where MUI's state says otherwise (data-shrink, Mui-focused).
  var FIELD_STYLE =
    '[data-boot-field]>.MuiInputLabel-outlined[data-shrink="false"]' +
    '{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}' +
    '[data-boot-field]>.MuiInputLabel-outlined[data-shrink="false"]~.MuiOutlinedInput-root legend' +
    '{max-width:100%}' +
    '[data-boot-field]:focus-within>.MuiInputLabel-root:not(.Mui-focused){color:#004aad}' +
    '[data-boot-field] .MuiOutlinedInput-root:not(.Mui-focused):focus-within>.MuiOutlinedInput-notchedOutline' +
    '{border-color:#004aad;border-width:2px}';
  // A box ticked before the page was live: the input is ticked, but MUI draws its tick from the
  // app's state. Until MUI does, the box is drawn ticked here with MUI's own icon and colour.
  var TICKED = '.MuiCheckbox-root:not(.Mui-checked):has(>input:checked)';
  var CHOICE_STYLE =
    TICKED +
    '>svg{visibility:hidden}' +
    TICKED +
    '::after{content:"";position:absolute;top:50%;left:50%;width:1.5rem;height:1.5rem;' +
    'transform:translate(-50%,-50%);background:no-repeat center/contain url("data:image/svg+xml,' +
    "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23004aad' " +
    "d='M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 " +
    '14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z\'/%3E%3C/svg%3E")}';
  /** The text fields focused or filled before the page was live, their labels floated meanwhile. */
  var fields = [];

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

  function addStyle(id, text) {
    if (!document.getElementById(id)) {
      var style = document.createElement('style');
      style.id = id;
      style.textContent = text;
      document.head.appendChild(style);
    }
  }

  function markBusy(control) {
    if (!control || control.hasAttribute('data-boot-busy')) {
      return;
    }
    addStyle('boot-busy-style', BUSY_STYLE);
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

  /**
   * A text field's label floated while the field has focus or text, until the page is live; a
   * field left empty lets it down again. Once live, MUI floats it, but a field that kept the focus
   * through the hydration is focused in the page only (MUI saw no focus event): its mark stays
   * until it loses the focus, and MUI's state rules from then on.
   */
  function markField(event) {
    var field = event.target;
    var control =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.closest('.MuiFormControl-root')
        : null;
    if (!control) {
      return;
    }
    if (event.type === 'focusout' && (isLive || !field.value)) {
      control.removeAttribute('data-boot-field');
    } else if (!isLive && !control.hasAttribute('data-boot-field')) {
      addStyle('boot-field-style', FIELD_STYLE);
      control.setAttribute('data-boot-field', '');
      fields.push(control);
    }
  }
  addEventListener('focusin', markField);
  addEventListener('input', markField);
  addEventListener('focusout', markField);

  /** Once MUI draws the fields from the app's state: every mark but the focused field's. */
  function clearFields() {
    fields = fields.filter(function (control) {
      if (control.contains(document.activeElement)) {
        return true;
      }
      control.removeAttribute('data-boot-field');
      return false;
    });
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

  // A box ticked before the page was live shows ticked (CHOICE_STYLE), but the app that takes the
  // markup over holds it unticked (and clears it at its next render): remembered here, and ticked again
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
        addStyle('boot-choice-style', CHOICE_STYLE);
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
    // After the typing's renders: MUI floats the labels of the fields with text.
    requestAnimationFrame(clearFields);
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
