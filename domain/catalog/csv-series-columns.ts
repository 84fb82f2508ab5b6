import { CSV_FIELD_COUNT } from './csv-header.js';

/**
 * The optional series columns of the import format. They are found by the header's names, in any
 * order after the 36 known columns (names are read in any case, with spaces or hyphens for the
 * underscore: `Series Volume` is `series_volume`); a file without them (or without a header) reads
 * exactly as the 36-column format. Other unknown columns after the 36 are left unread.
 */
export const SERIES_COLUMN = 'series';
export const SERIES_VOLUME_COLUMN = 'series_volume';
export const SERIES_COLUMNS = [SERIES_COLUMN, SERIES_VOLUME_COLUMN] as const;
/** The highest volume number the import takes (the catalog stores a 32-bit integer). */
export const SERIES_VOLUME_MAX = 9999;

export const SERIES_MESSAGES = {
  invalidVolume: (value: string) => `${SERIES_VOLUME_COLUMN} must be a whole number from 1 to ${SERIES_VOLUME_MAX} (got "${value}")`,
  volumeWithoutSeries: `${SERIES_VOLUME_COLUMN} is given but ${SERIES_COLUMN} is empty: name the series too`,
} as const;

/** A book's place in a series as an import row gives it; `volume` null when the row leaves it blank. */
export interface BookSeries {
  readonly name: string;
  readonly volume: number | null;
}

/** Where the extra columns of a header are: their count and the series columns among them. */
export interface CsvExtraColumns {
  /** Columns after the 36 known ones. */
  readonly count: number;
  /** Index of `series` among the extra columns, or null. */
  readonly seriesAt: number | null;
  /** Index of `series_volume` among the extra columns, or null. */
  readonly volumeAt: number | null;
}

const columnName = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const indexOrNull = (names: readonly string[], name: string): number | null => (names.includes(name) ? names.indexOf(name) : null);

/**
 * The extra columns of a header row, or null when no series column follows the 36 known ones
 * (the file is then read exactly as the 36-column format).
 * @example readExtraColumns([...CSV_HEADER, 'Series Volume', 'Series']) // { count: 2, seriesAt: 1, volumeAt: 0 }
 */
export function readExtraColumns(header: readonly string[]): CsvExtraColumns | null {
  const extra = header.slice(CSV_FIELD_COUNT).map(columnName);
  const seriesAt = indexOrNull(extra, SERIES_COLUMN);
  const volumeAt = indexOrNull(extra, SERIES_VOLUME_COLUMN);
  return seriesAt === null && volumeAt === null ? null : { count: extra.length, seriesAt, volumeAt };
}

/**
 * A row's cells split into the known part (repaired by the 36-field rules as before) and the extra
 * cells, taken from the end of the row. A row of at most 36 cells has left its trailing extra cells
 * out: they read as blank.
 */
export function splitExtraCells(fields: readonly string[], columns: CsvExtraColumns): { known: readonly string[]; extra: readonly string[] } {
  if (fields.length <= CSV_FIELD_COUNT) return { known: fields, extra: [] };
  const at = fields.length - columns.count;
  return { known: fields.slice(0, at), extra: fields.slice(at) };
}

export type SeriesCells = { readonly ok: true; readonly series: BookSeries | null } | { readonly ok: false; readonly error: string };

/**
 * The series of a row from its extra cells: blank series and volume mean no series; a volume must be
 * a whole number from 1 to SERIES_VOLUME_MAX and needs a series name.
 * @example readSeriesCells(['Narnia', '2'], { count: 2, seriesAt: 0, volumeAt: 1 }) // { ok: true, series: { name: 'Narnia', volume: 2 } }
 */
export function readSeriesCells(extra: readonly string[], columns: CsvExtraColumns): SeriesCells {
  const cell = (at: number | null) => (at === null ? '' : (extra[at] ?? '').trim());
  const name = cell(columns.seriesAt);
  const volumeText = cell(columns.volumeAt);
  if (volumeText !== '' && (!/^\d+$/.test(volumeText) || Number(volumeText) < 1 || Number(volumeText) > SERIES_VOLUME_MAX)) {
    return { ok: false, error: SERIES_MESSAGES.invalidVolume(volumeText) };
  }
  if (name === '') return volumeText === '' ? { ok: true, series: null } : { ok: false, error: SERIES_MESSAGES.volumeWithoutSeries };
  return { ok: true, series: { name, volume: volumeText === '' ? null : Number(volumeText) } };
}

/**
 * The two series cells the full export writes after the 36 known ones (blank when the book is in
 * no series), so that the export imported again keeps each book's series.
 * @example seriesCells({ name: 'The Chronicles of Narnia', volume: 1 }) // ['The Chronicles of Narnia', '1']
 */
export const seriesCells = (series: BookSeries | null | undefined): [string, string] =>
  series ? [series.name, series.volume === null ? '' : String(series.volume)] : ['', ''];
