// eSpeak NG compiled to WebAssembly ships without declarations; this is the part Parley calls
// (jobs/speech-worker.ts).
declare module '@echogarden/espeak-ng-emscripten' {
  interface ESpeakNGWorker {
    /** 0 when the voice exists. */
    set_voice(name: string): number;
    get_samplerate(): number;
    /** Calls `callback` (a pointer from addFunction) with each run of 16-bit samples. */
    synth_(text: string, callback: number): void;
  }
  interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
    HEAP16: Int16Array;
    addFunction(
      callback: (samples: number, length: number, events: number) => number,
      signature: string,
    ): number;
    removeFunction(pointer: number): void;
  }
  const createModule: () => Promise<ESpeakNGModule>;
  export default createModule;
}
