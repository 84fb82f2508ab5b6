// The prerendered scanner's first paint (web/build/first-page.mjs puts this file in that page's
// head; it runs before the page paints, with no module, no framework). It does what the app's
// first render would do with the same storage, so the page the parent sees first is the one the
// app then takes over:
// - no stored session: straight to the sign-in page (ProtectedRoute's redirect, without the
//   scanner showing first);
// - the set-up cards this device remembers for the account (create-profile-prompt.tsx's memory,
//   shown while the readers load) are marked on <html>; the page's style hides the others.
(function () {
  var SESSION = 'shelfcheck.auth.session'; // session-storage.ts SESSION_STORAGE_KEY
  var PROMPT = 'shelfcheck.setupPrompt'; // create-profile-prompt.tsx PROMPT_MEMORY_KEY
  function read(kind, key) {
    try {
      return window[kind].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function parse(raw) {
    try {
      return raw ? JSON.parse(raw) : null;
    } catch (e) {
      return null;
    }
  }
  var session = parse(read('localStorage', SESSION) || read('sessionStorage', SESSION));
  var valid =
    session &&
    typeof session === 'object' &&
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.user === 'object' &&
    session.user !== null;
  if (!valid) {
    window.location.replace('/auth');
    return;
  }
  var memory = parse(read('localStorage', PROMPT));
  var cards = ['own', 'member'];
  if (memory && typeof memory === 'object' && memory.userId === session.user.id) {
    cards = [];
    if (memory.needsOwn === true) cards.push('own');
    if (memory.needsMember === true) cards.push('member');
  }
  document.documentElement.setAttribute('data-setup-prompt', cards.length ? cards.join(' ') : 'none');
})();
