export declare const GENERATED_FOLDERS: readonly string[];
