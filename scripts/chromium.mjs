// The Chromium every browser test drives: Debian's build through playwright-core, one path and one set of flags.
import { existsSync } from 'node:fs';

/** Debian's chromium, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium as root in a container: no sandbox, no GPU, and nothing that reaches for the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Whether Chromium is here for the suite named `suite`. With BAYKIT_REQUIRE_E2E=1 (CI) a missing one is an error, so
 * the suite cannot pass by skipping itself; otherwise it says which suite is skipped and how to install Chromium.
 */
export function chromiumFor(suite) {
  const here = existsSync(CHROMIUM);
  if (!here && process.env.BAYKIT_REQUIRE_E2E === '1')
    throw new Error(`BAYKIT_REQUIRE_E2E=1 but there is no Chromium at ${CHROMIUM}: apt-get install chromium.`);
  if (!here)
    console.warn(
      `${suite} skipped: no Chromium at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return here;
}
