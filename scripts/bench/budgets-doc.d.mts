export declare const BUDGETS_DOC: string;
export declare function replaceSection(text: string, name: string, body: string): string;
export declare function readSection(text: string, name: string): string | null;
export declare function writeSection(name: string, body: string, file?: string): Promise<void>;
export declare function sectionIsCurrent(name: string, body: string, file?: string): Promise<boolean>;
