// node-polyglot (react-admin's translations) asks for the `object.entries` polyfill, which brings a chain of
// ECMAScript shims into the first download; every browser Fairway supports has Object.entries built in.
module.exports = Object.entries;
