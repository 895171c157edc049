/**
 * Types of the `espeak-ng` npm package (an Emscripten build of the espeak-ng command line), only
 * what the engine uses.
 *
 * @example
 * ```ts
 * const module = await ESpeakNg({ arguments: ['--voices'] });
 * ```
 */
declare module 'espeak-ng' {
  interface EmscriptenFileSystem {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    analyzePath(path: string): { exists: boolean };
  }
  interface EspeakModuleInstance {
    FS: EmscriptenFileSystem;
  }
  interface EspeakModuleOptions {
    arguments?: string[];
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (
      imports: object,
      receive: (instance: { exports: object }, module: object) => void,
    ) => object;
  }
  const ESpeakNg: (options?: EspeakModuleOptions) => Promise<EspeakModuleInstance>;
  export default ESpeakNg;
}
