/** Writes `value` to `file` as JSON formatted by Prettier with the repo's settings (creates the folder). */
export function writeJsonFile(file: string, value: unknown): Promise<void>;
