export declare function asApplied(m: { mutatorName: string; replacement?: string }): string;
