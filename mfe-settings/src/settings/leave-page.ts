/**
 * Sends the browser to another site (the payment provider's verification and checkout pages). A module of its own
 * because jsdom cannot navigate and its `location.assign` cannot be replaced: a jest test mocks this module to see
 * where the page would have gone.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
