// Browser APIs Radix uses that jsdom lacks. Import this (for its side effects) at the top of a test
// that renders a Radix primitive: `import '../test-support/jsdom-polyfills';`. Tests only.

if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub;
}

if (typeof globalThis.DOMRect === 'undefined') {
  class DOMRectStub {
    constructor(
      public x = 0,
      public y = 0,
      public width = 0,
      public height = 0,
    ) {}
    get top(): number {
      return this.y;
    }
    get left(): number {
      return this.x;
    }
    get right(): number {
      return this.x + this.width;
    }
    get bottom(): number {
      return this.y + this.height;
    }
    toJSON(): Record<string, number> {
      const { x, y, width, height, top, left, right, bottom } = this;
      return { x, y, width, height, top, left, right, bottom };
    }
    static fromRect(rect: Partial<DOMRectInit> = {}): DOMRectStub {
      return new DOMRectStub(rect.x, rect.y, rect.width, rect.height);
    }
  }
  globalThis.DOMRect = DOMRectStub as unknown as typeof DOMRect;
}

if (typeof Element !== 'undefined') {
  // jsdom has no layout or pointer capture: Radix only calls these, it never needs real answers.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

export {};
