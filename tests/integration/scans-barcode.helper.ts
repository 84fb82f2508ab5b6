import { readFileSync } from 'node:fs';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import { drawPictures, pictureBrowser } from './scans-covers.helper.js';

/** The back of a book to draw: a blurb and, in the corner, a real EAN-13 barcode of these digits. */
export interface BackCoverSpec {
  /** 12 or 13 digits: the writer adds the check digit to 12 and refuses a wrong 13th. */
  readonly ean?: string;
  readonly width?: number;
  readonly height?: number;
  /** 'png' (default) or 'jpeg'. */
  readonly type?: 'png' | 'jpeg';
  /** A photo rather than a flat scan: the book turned by this many degrees on a table. */
  readonly tilt?: number;
  /** Leave the barcode out (the back of a book with a blurb only). */
  readonly noBarcode?: boolean;
}

let prepared = false;
/** zxing-wasm's writer with its .wasm read from node_modules (never from a CDN). */
function prepareWriter(): void {
  if (prepared) return;
  const wasm = readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  prepared = true;
}

/** An EAN-13 barcode alone as a PNG (a flat scan of the label). */
export async function ean13Png(digits: string): Promise<Buffer> {
  prepareWriter();
  const out = await writeBarcode(digits, { format: 'EAN13', scale: 4, addHRT: true, addQuietZones: true });
  if (out.error || !out.image) throw new Error(`writeBarcode(${digits}): ${out.error}`);
  return Buffer.from(await out.image.arrayBuffer());
}

const BLURB = 'A story of friendship, loyalty and a summer on the farm. “A book to read aloud and to read again.”';

async function backHtml(spec: BackCoverSpec, width: number, height: number): Promise<string> {
  const png = spec.noBarcode || !spec.ean ? null : await ean13Png(spec.ean);
  const barcode = png
    ? `<div style="background:#fff;padding:8px"><img alt="" src="data:image/png;base64,${png.toString('base64')}" style="display:block;width:${Math.round(width * 0.45)}px;image-rendering:pixelated"></div>`
    : '';
  const book = `<div style="width:${Math.round(width * 0.8)}px;height:${Math.round(height * 0.85)}px;${spec.tilt ? `transform:rotate(${spec.tilt}deg);` : ''}box-sizing:border-box;padding:40px 32px;
      display:flex;flex-direction:column;justify-content:space-between;color:#2b2118;font-family:'Liberation Sans',sans-serif;background:#e8d9a8;box-shadow:0 10px 30px #0008">
      <div style="font-size:${Math.round(width / 26)}px;line-height:1.4">${BLURB}</div>
      <div style="display:flex;justify-content:flex-end">${barcode}</div></div>`;
  return `<body style="margin:0;background:#6b5b4b;width:${width}px;height:${height}px;display:flex;align-items:center;justify-content:center;overflow:hidden">${book}</body>`;
}

/**
 * Draws the backs of books in the system Chromium: a blurb and a real EAN-13 (written by
 * zxing-wasm at test time), on a table, as a phone photo of a book's back would show it.
 */
export function renderBackCovers(specs: readonly BackCoverSpec[]): Promise<Buffer[]> {
  return drawPictures(specs, backHtml, 88);
}

/** The same picture as WebP (Chromium's canvas encoder): the server's barcode reader cannot decode WebP. */
export async function toWebp(png: Buffer): Promise<Buffer> {
  const browser = await pictureBrowser();
  try {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')!.drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', 0.95);
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('Chromium wrote no WebP');
    return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
  } finally {
    await browser.close();
  }
}

/** A valid ISBN-13 nobody else uses, in the book ranges (978 or 979-1…9; 979-0 is printed music). */
export function freshBookIsbn(): string {
  const body = `978${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}
