export declare const DEFAULT_REACT_MARKERS: string[];
export declare function isReactChunk(text: string, markers?: readonly string[]): boolean;
export interface DistFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** brotli with each chunk hash replaced by a stand-in from the chunk's name (withStableHashes). */
  brotliStable: number;
  react: boolean;
}
export declare function scanDist(dir: string, markers?: readonly string[]): Map<string, DistFile>;
export declare const FAMILY_TABLE: RegExp;
export declare function withStableHashes(text: string): string;
export declare function bootFiles(dir: string, entry?: string): string[];
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export declare function entryChunks(manifest: Record<string, ManifestChunk>, src: string): string[];
