/** Stylesheets in component tests: a plain import does nothing, a CSS module's class names are their own keys. */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
