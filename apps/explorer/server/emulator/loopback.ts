/** Whether a URL names this machine (`127.0.0.1`, `localhost`, `[::1]`): the only place a local emulator should be. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}
