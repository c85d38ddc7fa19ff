export declare function decodeSegment(text: string): number[];
export declare function moduleName(source: string): string;
export declare function bytesBySource(code: string, map: { sources?: string[]; mappings?: string }): Map<string, number>;
export declare function groupOf(name: string): string;
export declare function breakdown(
  code: string,
  map: { sources?: string[]; mappings?: string },
  gzipBytes: number,
): { group: string; bytes: number; gzip: number }[];
