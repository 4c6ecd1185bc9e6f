/** Debian's chromium, or CHROMIUM_PATH. */
export const CHROMIUM: string;

/** Chromium as root in a container: no sandbox, no GPU, and nothing that reaches for the network. */
export const CHROMIUM_ARGS: string[];

/** Whether Chromium is here for the suite named `suite`; with BAYKIT_REQUIRE_E2E=1 a missing one throws. */
export function chromiumFor(suite: string): boolean;
