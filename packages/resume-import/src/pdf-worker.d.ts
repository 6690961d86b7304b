// pdf.js ships no types for its worker module; only the handler it exports is used here.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
