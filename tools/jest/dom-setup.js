// Browser APIs that jsdom lacks and antd uses (the DOM tests of the runner and the family kit).
if (typeof window !== 'undefined') {
  if (typeof globalThis.MessageChannel === 'undefined') {
    globalThis.MessageChannel = class MessageChannel {
      constructor() {
        const port1 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
        const port2 = { onmessage: null, close: () => undefined };
        port2.postMessage = (data) => setTimeout(() => port1.onmessage && port1.onmessage({ data }), 0);
        port1.postMessage = (data) => setTimeout(() => port2.onmessage && port2.onmessage({ data }), 0);
        this.port1 = port1;
        this.port2 = port2;
      }
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not implement pseudo-element styles (antd measures the scrollbar with one).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
}
