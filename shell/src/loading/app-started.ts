// When the app's first render has committed (the router's root effect). Until then React is
// rendering the whole page as a transition, a few milliseconds at a time; a store it reads that
// changes in between makes React throw that work away and render everything again in one
// synchronous task (its check against torn external stores).

let markStarted: () => void = () => undefined;

export const appStarted: Promise<void> = new Promise((resolve) => {
  markStarted = resolve;
});

export function markAppStarted(): void {
  markStarted();
}
