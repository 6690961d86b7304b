/* eslint-disable @typescript-eslint/no-require-imports -- a lazy require is the point: the module loads on first use */
// @noble/ciphers/aes as pdfkit imports it, with the AES tables built on the first encrypted PDF
// instead of when the PDF engine starts: the preview never encrypts.
exports.cbc = function cbc(...args) {
  return require('@noble/ciphers/aes').cbc(...args);
};
exports.ecb = function ecb(...args) {
  return require('@noble/ciphers/aes').ecb(...args);
};
