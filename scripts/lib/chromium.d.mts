/** Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). */
export const CHROMIUM_PATH: string;
/** The flags every browser test and tool launches it with. */
export const CHROMIUM_ARGS: string[];
