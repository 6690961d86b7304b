// The few entry points of pdfkit and fontkit the engine touches; neither ships types.
declare module 'pdfkit' {
  const PDFDocument: { prototype: object };
  export default PDFDocument;
}

declare module 'fontkit' {
  export function create(buffer: Uint8Array): object;
}
