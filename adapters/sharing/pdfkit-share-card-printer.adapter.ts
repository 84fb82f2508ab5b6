import PDFDocument from 'pdfkit';
import { printedBooks, printedLine } from '../../domain/index.js';
import type { ShareCardPrinter } from '../../application/sharing/share-card-printer.port.js';
import type { SharedCard } from '../../application/sharing/shared-card.js';

/** US Letter in points; the margins hold on A4 as well (A4 is taller and a little narrower). */
const PAGE = { width: 612, height: 792 } as const;
const LEFT = 54;
const RIGHT = PAGE.width - 54;
const LINE = 15;
const GREEN = '#2f7a4f';
const INK = '#1f2933';
const MUTED = '#52606d';
const LEVEL_COLOURS: Record<string, string> = { good: '#2f7a4f', decent: '#2b6cb0', fair: '#b7791f', poor: '#c53030' };

const dateWords = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The printable card with pdfkit: the reader's first name, the comfort levels in plain words and
 * the reading list with verdicts, on one page. Every line is written at a fixed place inside a box
 * of one line's height (pdfkit never opens a page for text given a height), and the list stops at
 * the domain's PRINTED_BOOKS_MAX with "and N more". Standard Helvetica: no font file to ship.
 */
export class PdfKitShareCardPrinter implements ShareCardPrinter {
  /** `compress: false` keeps the text readable in tests; production compresses. */
  constructor(private readonly options: { compress?: boolean } = {}) {}

  print(card: SharedCard): Promise<Buffer> {
    const doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      compress: this.options.compress ?? true,
      info: { Title: `${card.first_name}'s reading card`, Creator: 'ShelfCheck', Producer: 'ShelfCheck' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const line = (text: string, x: number, y: number, width: number, font: string, size: number, colour = INK) =>
      doc
        .font(font)
        .fontSize(size)
        .fillColor(colour)
        .text(text, x, y, { width, height: size * 1.3, ellipsis: true, lineBreak: true });

    line(`${card.first_name}'s reading card`, LEFT, 48, RIGHT - LEFT, 'Helvetica-Bold', 24, GREEN);
    line(
      `The comfort levels ${card.first_name}'s parent set in ShelfCheck, and how the books on ${card.first_name}'s list fit them.`,
      LEFT,
      84,
      RIGHT - LEFT,
      'Helvetica',
      10,
      MUTED,
    );
    line(`This card is valid until ${dateWords(card.expires_at)}.`, LEFT, 98, RIGHT - LEFT, 'Helvetica', 10, MUTED);

    let y = 126;
    line('Comfort levels', LEFT, y, RIGHT - LEFT, 'Helvetica-Bold', 14);
    y += 22;
    for (const c of card.comfort) {
      line(c.label, LEFT, y, 200, 'Helvetica-Bold', 9);
      line(c.words, LEFT + 206, y, RIGHT - LEFT - 206, 'Helvetica', 9, c.level === 0 ? LEVEL_COLOURS.poor : INK);
      y += LINE;
    }

    y += 12;
    line(`Books on ${card.first_name}'s list`, LEFT, y, RIGHT - LEFT, 'Helvetica-Bold', 14);
    y += 22;
    const { shown, more } = printedBooks(card.books);
    if (card.books.length === 0) line('No books on the list yet.', LEFT, y, RIGHT - LEFT, 'Helvetica-Oblique', 9, MUTED);
    for (const b of shown) {
      line(printedLine(`${b.title} by ${b.author}`), LEFT, y, 300, 'Helvetica', 9);
      line(b.verdict, LEFT + 306, y, RIGHT - LEFT - 306, 'Helvetica-Bold', 9, b.match_level ? LEVEL_COLOURS[b.match_level] : MUTED);
      y += LINE;
    }
    if (more)
      line(card.books_total > card.books.length ? `and ${card.books_total - shown.length} more` : more, LEFT, y, RIGHT - LEFT, 'Helvetica-Oblique', 9, MUTED);

    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        'Verdicts compare the ratings in ShelfCheck\'s catalog with these comfort levels. "Check first" means a book goes above a level; "Not a fit" means it has content the parent rules out.',
        LEFT,
        PAGE.height - 64,
        { width: RIGHT - LEFT, height: 24, ellipsis: true },
      );
    doc.end();
    return done;
  }
}
