/** Reloads the app (its own module so tests can observe the reload the spec asks for). */
export function reloadPage(): void {
  window.location.reload();
}
