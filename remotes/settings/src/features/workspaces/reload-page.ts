/**
 * Opens this page again from the server, without its query (an invitation's token is spent): every area
 * starts over in the workspace just made current, as after a switch in the shell's selector.
 */
export function reloadPage(): void {
  window.location.replace(window.location.pathname);
}
