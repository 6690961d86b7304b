import mammoth from 'mammoth';

/** The raw text of a DOCX file as mammoth reads it (paragraphs a blank line apart). */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

/** The DOCX as the HTML mammoth makes of it: headings, lists and marks are visible there. */
export async function docxHtml(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return value;
}
