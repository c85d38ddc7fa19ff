export declare const TAG_MAX: number;
export declare function incrementalTag(paths: readonly string[]): string;
export declare function testFileGlobs(list: string): string[];
