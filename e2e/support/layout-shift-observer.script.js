// Runs in the page before any of its scripts (page.addInitScript, see layout-shifts.ts): records
// every 'layout-shift' entry without recent input in window.__layoutShifts, with the elements that
// moved. Plain script, not TypeScript: tsx would add its own helpers to a serialized function.
/* global window, PerformanceObserver, Element */
(function () {
  'use strict';
  var records = (window.__layoutShifts = []);

  function rect(r) {
    return (
      Math.round(r.x) +
      ',' +
      Math.round(r.y) +
      ' ' +
      Math.round(r.width) +
      'x' +
      Math.round(r.height)
    );
  }

  function textOf(node) {
    return (node.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 30);
  }

  function describe(node) {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return '#text "' + textOf(node) + '"';
    var classes = Array.prototype.map
      .call(node.classList, function (name) {
        return '.' + name;
      })
      .join('');
    var id = node.id ? '#' + node.id : '';
    return node.tagName.toLowerCase() + id + classes + ' "' + textOf(node) + '"';
  }

  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.hadRecentInput) return;
      records.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: entry.sources.map(function (source) {
          return {
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          };
        }),
      });
    });
  }).observe({ type: 'layout-shift', buffered: true });
})();
