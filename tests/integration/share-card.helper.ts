import { inflateSync } from 'node:zlib';

/** The bytes of every stream of a PDF, inflated when pdfkit compressed them (FlateDecode). */
function pdfStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const streams: Buffer[] = [];
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    streams.push(m[1].includes('/FlateDecode') ? inflateSync(raw) : raw);
  }
  return streams;
}

/**
 * The text a PDF shows, one entry per text-showing operator: pdfkit writes standard-font text as
 * hex strings in TJ arrays (split where kerning applies), which are joined and read as WinAnsi.
 */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    const content = stream.toString('latin1');
    for (const m of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

/** How many page objects a PDF holds (`/Type /Page`, not `/Pages`). */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
