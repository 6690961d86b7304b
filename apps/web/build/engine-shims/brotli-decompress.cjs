/* eslint-disable @typescript-eslint/no-require-imports -- a lazy require is the point: the module loads on first use */
// brotli/decompress.js, with the decoder (and the dictionary it unpacks when it loads) loaded on
// the first WOFF2 font instead of when the PDF engine starts: the bundled fonts are WOFF.
module.exports = function decompress(buffer, outSize) {
  return require('brotli/dec/decode.js').BrotliDecompressBuffer(buffer, outSize);
};
