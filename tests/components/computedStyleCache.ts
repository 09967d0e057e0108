/**
 * jsdom's getComputedStyle matches every rule of every style sheet on each call (emotion leaves thousands in a rendered
 * console), and dom-testing-library's role queries call it for each element and each of its ancestors (isInaccessible):
 * most of the component tests' time went there (issue 28, Speed). The answer depends only on the document and its
 * style sheets, so it is kept per element until the next change to either: a mutation anywhere in the document (read
 * synchronously from a MutationObserver's pending records, so no stale answer survives a change), a rule inserted or
 * deleted through the CSSOM, or a resize. Queries see exactly what they saw before, only faster.
 */
export function cacheComputedStyleUntilTheDocumentChanges(window: Window & typeof globalThis) {
  const computeStyle = window.getComputedStyle.bind(window);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  let changed = false;
  const observer = new window.MutationObserver(() => {
    changed = true;
  });
  observer.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  const markChanged = () => {
    changed = true;
  };
  window.addEventListener('resize', markChanged);
  for (const method of ['insertRule', 'deleteRule', 'replaceSync'] as const) {
    const prototype = window.CSSStyleSheet.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = prototype[method];
    if (typeof original !== 'function') continue;
    prototype[method] = function (this: CSSStyleSheet, ...args: unknown[]) {
      changed = true;
      return original.apply(this, args);
    };
  }

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    if (changed || observer.takeRecords().length > 0) {
      cache = new WeakMap();
      changed = false;
    }
    let style = cache.get(element);
    if (!style) {
      style = computeStyle(element);
      cache.set(element, style);
    }
    return style;
  };
}
