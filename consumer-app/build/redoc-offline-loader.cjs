// Redoc's menu shows Redocly's logo, fetched from their CDN on every visit; the site loads nothing
// from other hosts. The logo becomes an empty inline SVG (the "API docs by Redocly" link stays).
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/%3E";

module.exports = function redocOfflineLoader(source) {
  return source.replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', EMPTY_SVG);
};
