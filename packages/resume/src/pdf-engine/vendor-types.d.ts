// The few internals of pdfkit and fontkit the engine caches touch; neither ships types.
declare module 'pdfkit' {
  const PDFDocument: { prototype: object };
  export default PDFDocument;
}

declare module 'fontkit' {
  export function create(buffer: Uint8Array): object;
}
