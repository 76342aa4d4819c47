/** Reloads the document; its own module so tests can stand in for a navigation jsdom cannot make. */
export function reloadPage(): void {
  window.location.reload();
}
