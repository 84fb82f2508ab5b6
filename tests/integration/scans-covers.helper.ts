import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../support/browser.js';

/** A cover to draw: its title and author in large type on a coloured background with a picture. */
export interface CoverSpec {
  readonly title?: string;
  readonly author?: string;
  readonly width?: number;
  readonly height?: number;
  /** 'png' (default) or 'jpeg'. */
  readonly type?: 'png' | 'jpeg';
  /** A photo rather than a flat scan: the cover turned by this many degrees on a table, dark text on a light cover. */
  readonly tilt?: number;
  /** A line of small print (a tagline or a prize) above the title. */
  readonly blurb?: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function coverHtml(c: CoverSpec, width: number, height: number): string {
  if (!c.title && !c.author) return `<body style="margin:0;background:#f4f1ea;width:${width}px;height:${height}px"></body>`;
  if (c.tilt !== undefined) {
    return `<body style="margin:0;background:#6b5b4b;width:${width}px;height:${height}px;display:flex;align-items:center;justify-content:center;overflow:hidden">
      <div style="width:${Math.round(width * 0.8)}px;height:${Math.round(height * 0.85)}px;transform:rotate(${c.tilt}deg);box-sizing:border-box;padding:40px 24px;
                  display:flex;flex-direction:column;align-items:center;justify-content:space-between;text-align:center;color:#2b2118;
                  font-family:'Liberation Sans',sans-serif;background:#e8d9a8;box-shadow:0 10px 30px #0008">
        <div style="font-size:${Math.round(width / 30)}px;font-style:italic">${escape(c.blurb ?? '')}</div>
        <div style="font-size:${Math.round(width / 9)}px;font-weight:bold;letter-spacing:2px">${escape((c.title ?? '').toUpperCase())}</div>
        <div style="width:${Math.round(width / 4)}px;height:${Math.round(width / 5)}px;background:#8c6d3f"></div>
        <div style="font-size:${Math.round(width / 16)}px">${escape(c.author ?? '')}</div>
      </div></body>`;
  }
  return `<body style="margin:0">
    <div style="width:${width}px;height:${height}px;box-sizing:border-box;padding:${Math.round(height / 11)}px 30px;display:flex;flex-direction:column;
                align-items:center;justify-content:space-between;text-align:center;color:#fff;font-family:'DejaVu Serif',serif;
                background:linear-gradient(#1d3557,#457b9d)">
      <div style="font-size:${Math.round(width / 10)}px;font-weight:bold;line-height:1.15">${escape(c.title ?? '')}</div>
      <div style="width:${Math.round(width / 3)}px;height:${Math.round(width / 3)}px;border-radius:50%;background:#e9c46a"></div>
      <div style="font-size:${Math.round(width / 15)}px">${escape(c.author ?? '')}</div>
    </div></body>`;
}

/** Launches the system Chromium for drawing test pictures (the browser tests' own flags). */
export async function pictureBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error("No Chromium found: install Debian's chromium (apt-get install -y chromium)");
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
}

/** Each spec's page (`html`), drawn at its size and taken as a PNG or a JPEG of the given quality. */
export async function drawPictures<S extends { readonly width?: number; readonly height?: number; readonly type?: 'png' | 'jpeg' }>(
  specs: readonly S[],
  html: (spec: S, width: number, height: number) => string | Promise<string>,
  jpegQuality: number,
): Promise<Buffer[]> {
  const browser = await pictureBrowser();
  try {
    const out: Buffer[] = [];
    for (const spec of specs) {
      const width = spec.width ?? 600;
      const height = spec.height ?? 900;
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(await html(spec, width, height));
      out.push(await page.screenshot({ type: spec.type ?? 'png', ...(spec.type === 'jpeg' ? { quality: jpegQuality } : {}) }));
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * Draws book covers as real images in the system Chromium (playwright-core, already used by the
 * browser tests): text set in a real font, as a photo of a printed cover would show it.
 */
export function renderCovers(specs: readonly CoverSpec[]): Promise<Buffer[]> {
  return drawPictures(specs, coverHtml, 90);
}

/** Whether covers can be drawn here; under CI=true a missing Chromium is a failure, not a skip. */
export function coversAvailable(): boolean {
  if (CHROMIUM) return true;
  if (process.env.CI === 'true') throw new Error("No Chromium found and CI=true: install Debian's chromium");
  process.stderr.write(
    '\n**********\n[tests] NO CHROMIUM FOUND: the rendered-cover scan tests are SKIPPED. Install it: apt-get install -y chromium\n**********\n',
  );
  return false;
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
