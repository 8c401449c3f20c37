/** Leaves the back-office for another site (the public site), replacing this page in the history. */
export function leaveFor(url: string): void {
  window.location.replace(url);
}
