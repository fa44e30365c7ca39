// The embeddable review widget (/widget.js). Plain ES2017 for any page: no iframe, no framework.
// <div data-review-widget data-company-id="…" data-template="mini|carousel|list" data-theme="light|dark">
//   <a href="https://…/companies/…">Read our reviews</a>   (the fallback, kept for readers without script)
// </div>
// It renders into a shadow root of the div (the page's CSS cannot reach in, ours cannot leak out),
// styles it with a constructed stylesheet and builds every node with textContent, so it runs under a
// strict Content-Security-Policy (no inline script or style) and never interprets review text as HTML.
(function () {
  'use strict';
  if (window.TrustReviews && window.TrustReviews.load) return;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : location.origin;
  var SITE = 'TrustReviews';
  var WORDS = ['Bad', 'Poor', 'Average', 'Great', 'Excellent'];
  var CSS =
    ':host{all:initial;display:block;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    '.w{--bg:#fff;--fg:#1a1a1a;--mu:#5c5c5c;--bd:#d9d9d9;--ac:#0b6b3a;background:var(--bg);color:var(--fg);border:1px solid var(--bd);border-radius:8px;padding:12px 14px;box-sizing:border-box;max-width:100%}' +
    '.dark{--bg:#16181d;--fg:#f2f2f2;--mu:#b8bcc4;--bd:#3a3f47;--ac:#5fd39a}' +
    'a{color:var(--ac);font-weight:600}a:focus-visible,button:focus-visible{outline:3px solid var(--ac);outline-offset:2px}' +
    '.row{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px}.s{color:#00a35c;letter-spacing:1px;font-size:18px}.dark .s{color:#5fd39a}' +
    '.b{font-weight:700;font-size:16px}.m{color:var(--mu);font-size:13px}.r{border-top:1px solid var(--bd);margin-top:10px;padding-top:10px}' +
    '.t{font-weight:700;margin:2px 0}.x{margin:0;overflow-wrap:anywhere}' +
    'button{font:inherit;color:var(--fg);background:transparent;border:1px solid var(--bd);border-radius:6px;padding:2px 10px;cursor:pointer;min-width:32px;min-height:32px}';
  var sheet;

  function el(tag, cls, text) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text != null) n.textContent = text;
    return n;
  }
  function stars(rating) {
    var full = Math.round(Number(rating));
    var s = el('span', 's', '★★★★★'.slice(0, full) + '☆☆☆☆☆'.slice(0, 5 - full));
    s.setAttribute('role', 'img');
    s.setAttribute('aria-label', 'Rated ' + rating + ' out of 5');
    return s;
  }
  function link(href, text) {
    var a = el('a', '', text);
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    return a;
  }
  function summary(d) {
    var row = el('div', 'row');
    var avg = Number(d.averageRating);
    row.append(el('span', 'b', d.totalReviews ? WORDS[Math.max(0, Math.round(avg) - 1)] : 'No reviews yet'), stars(avg));
    row.append(el('span', 'm', d.averageRating + ' · ' + d.totalReviews.toLocaleString('en') + (d.totalReviews === 1 ? ' review' : ' reviews') + ' on'));
    row.append(link(d.url, SITE));
    // Beside the score, as on the site: what each label below means and what was checked.
    if (d.verificationUrl) row.append(link(d.verificationUrl, 'How reviews are verified'));
    return row;
  }
  // The labels the site shows, each named for what was checked: "Verified" only for an experience
  // the company's invitation evidenced; a confirmed address is "Email confirmed", never "Verified".
  function labels(r) {
    var out = [];
    if (r.origin === 'invited') out.push('Invited');
    else if (r.origin === 'organic') out.push('Unprompted');
    if (r.checks && r.checks.experienceEvidenced) out.push('Verified');
    if (r.checks && r.checks.emailConfirmed) out.push('Email confirmed');
    return out;
  }
  function day(iso) {
    return new Date(iso + 'T00:00:00Z').toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  function review(r) {
    var box = el('div', 'r');
    var head = el('div', 'row');
    // An edited review says so, with the date of its last change, as on the site.
    var edited = r.editedAt ? ['Edited ' + new Date(r.editedAt).toLocaleDateString()] : [];
    head.append(stars(r.rating), el('span', 'm', [r.authorName, new Date(r.createdAt).toLocaleDateString()].concat(edited, labels(r), r.incentivised ? ['Received an incentive'] : []).join(' · ')));
    var t = el('p', 't');
    t.append(link(r.url, r.title));
    box.append(head, t, el('p', 'x', r.excerpt));
    if (r.experienceDate) box.append(el('p', 'm', 'Date of experience: ' + day(r.experienceDate)));
    return box;
  }
  function carousel(d, wrap) {
    var i = 0;
    var slot = el('div');
    slot.setAttribute('aria-live', 'polite');
    var nav = el('div', 'row');
    var prev = el('button', '', '‹');
    var next = el('button', '', '›');
    var pos = el('span', 'm');
    prev.setAttribute('aria-label', 'Previous review');
    next.setAttribute('aria-label', 'Next review');
    function show() {
      slot.replaceChildren(review(d.reviews[i]));
      pos.textContent = 'Review ' + (i + 1) + ' of ' + d.reviews.length;
    }
    prev.onclick = function () { i = (i + d.reviews.length - 1) % d.reviews.length; show(); };
    next.onclick = function () { i = (i + 1) % d.reviews.length; show(); };
    nav.append(prev, pos, next);
    wrap.append(slot);
    if (d.reviews.length > 1) wrap.append(nav);
    show();
  }
  function draw(host, d, template, theme) {
    if (d.templates.indexOf(template) < 0) template = 'mini';
    var root = host.shadowRoot || host.attachShadow({ mode: 'open' });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
    var wrap = el('section', 'w' + (theme === 'dark' ? ' dark' : ''));
    wrap.setAttribute('aria-label', d.name + ' reviews on ' + SITE);
    wrap.append(summary(d));
    if (template !== 'mini' && d.reviews.length) {
      if (template === 'carousel') carousel(d, wrap);
      else d.reviews.slice(0, 5).forEach(function (r) { wrap.append(review(r)); });
    }
    root.replaceChildren(wrap);
  }
  function render(host) {
    var id = host.getAttribute('data-company-id') || '';
    if (!/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id)) return Promise.resolve();
    var template = host.getAttribute('data-template') || 'mini';
    var theme = host.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    return fetch(origin + '/api/widgets/' + id, { credentials: 'omit' })
      .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then(function (d) { draw(host, d, template, theme); })
      .catch(function () { /* the fallback link stays */ });
  }
  /** Renders every widget in `scope` (a widget itself, a container, or the whole document). */
  function load(scope) {
    scope = scope || document;
    var hosts = scope.matches && scope.matches('[data-review-widget]') ? [scope] : scope.querySelectorAll('[data-review-widget]');
    return Promise.all(Array.prototype.map.call(hosts, render));
  }
  window.TrustReviews = { load: load };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { load(); });
  else load();
})();
