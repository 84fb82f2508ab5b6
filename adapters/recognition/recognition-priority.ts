/**
 * Nice value of the threads that read photos (Tesseract OCR, ZXing barcodes): 0 is normal, 19 the
 * lowest. On Linux a thread's nice value is its own, so on a busy machine the event loop and the
 * database win the cores and the reading takes what is left (issue 20: health stays fast while
 * covers are read).
 */
export const RECOGNITION_NICE = 10;
