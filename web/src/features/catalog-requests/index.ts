/** "Ask us to add this book": the not-found action and the notice when the book arrives. */
export { AskToAddBook } from './components/ask-to-add-book.js';
export { AddedBookNotice } from './components/added-book-notice.js';
export { prefetchCatalogRequests } from './api/catalog-requests.api.js';
