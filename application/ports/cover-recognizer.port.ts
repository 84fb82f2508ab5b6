/** The image formats a cover photo may come in, as told by its first bytes (never by its name or declared type). */
export type CoverImageType = 'jpeg' | 'png' | 'webp';

/** A cover photo that passed the bounds (size, pixels, format, completeness). Held in memory only, never stored. */
export interface CoverImage {
  readonly bytes: Uint8Array;
  readonly type: CoverImageType;
  readonly width: number;
  readonly height: number;
}

/** A book a cover photo seems to show, best first; confidence 0..1. */
export interface RecognizedBook {
  readonly title: string;
  readonly author: string;
  readonly isbn?: string | null;
  readonly confidence: number;
}

/**
 * Reads a book cover: which books it shows, best first, empty when it shows none that can be named.
 * An image the recognizer cannot decode is an AppError 'validation_failed'; a busy recognizer is
 * 'service_unavailable'; a failing remote service is 'upstream_failed'. Nothing is written anywhere.
 */
export interface CoverRecognizer {
  recognize(image: CoverImage): Promise<RecognizedBook[]>;
}
export const COVER_RECOGNIZER = Symbol('COVER_RECOGNIZER');
