/**
 * The reader's own space (ask and approve, reader side): sign in with the code a parent made, then
 * search, ask for books and see their own requests and reading list. Routes: /reader, /reader/home.
 */
export { ReaderSignInPage } from './components/reader-sign-in-page.js';
export { ReaderHomePage } from './components/reader-home-page.js';
