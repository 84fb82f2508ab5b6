/** A reader's shared card, opened without an account (/share/:token). */
export { ShareCardPage } from './components/share-card-page.js';
